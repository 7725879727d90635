import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import * as styles from './InspectorButton.css';
import { inspectorOpener, subscribeInspector } from './inspector';

const serverOpener = () => null;

/**
 * The "Open inspector" control of a build that can inspect, on a page opened with `?inspect` (src/app/inspector.ts):
 * shown once the inspector has loaded; a press opens its window (a window opened without one is blocked as a pop-up).
 * Renders nothing on the server and while hydrating, like every other page of the build.
 */
export function InspectorButton() {
  const t = useT();
  const open = useSyncExternalStore(subscribeInspector, inspectorOpener, serverOpener);
  if (!open) return null;
  return (
    <Button variant="secondary" size="sm" className={styles.inspector} onPress={open}>
      {t('inspector.open')}
    </Button>
  );
}
