import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { devInspect, MAX_DEFERRED_EVENTS } from '../../../src/app/inspector';
import { InspectorButton } from '../../../src/app/InspectorButton';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import enUS from '../../../src/i18n/messages/en_US.json';

const inspector = { inspect: { next: vi.fn() }, start: vi.fn(), stop: vi.fn() };
const createBrowserInspector = vi.fn((_options?: object) => inspector);
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

afterEach(() => {
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
});

/**
 * Regression: the inspector opened its window by itself once the system started, outside a user gesture, and
 * Chrome's pop-up blocker stopped it; a login's 60+ events overflowed the 200 it kept for a window that came late.
 */
it('opens the inspector window only from a press on "Open inspector", with the events kept until then', async () => {
  // A page of an inspectable build (the development server here) opened with ?inspect.
  vi.stubEnv('MODE', 'development');
  window.history.replaceState(null, '', '/?inspect');
  render(
    <I18nProvider initialLocale="en_US" initialMessages={enUS}>
      <InspectorButton />
    </I18nProvider>,
  );
  expect(screen.queryByRole('button', { name: 'Open inspector' })).toBeNull();
  await act(async () => {
    devInspect()?.next?.({ type: '@xstate.event' } as never);
    await vi.waitFor(() => expect(createBrowserInspector).toHaveBeenCalled());
  });
  expect(createBrowserInspector).toHaveBeenCalledWith({
    autoStart: false,
    maxDeferredEvents: MAX_DEFERRED_EVENTS,
  });
  expect(MAX_DEFERRED_EVENTS).toBeGreaterThanOrEqual(1000);
  expect(inspector.inspect.next).toHaveBeenCalledTimes(1);
  expect(inspector.start).not.toHaveBeenCalled();
  fireEvent.click(await screen.findByRole('button', { name: 'Open inspector' }));
  fireEvent.click(screen.getByRole('button', { name: 'Open inspector' }));
  expect(inspector.start).toHaveBeenCalledTimes(1);
});
