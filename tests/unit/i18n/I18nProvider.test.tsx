import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useLocale, useT } from '../../../src/i18n/I18nProvider';
import { LOCALE_COOKIE } from '../../../src/i18n/locales';
import enUS from '../../../src/i18n/messages/en_US.json';

function Probe() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <>
      <p>{t('ui.close')}</p>
      <p>{locale}</p>
      <button type="button" onClick={() => void setLocale('de_DE')}>
        Deutsch
      </button>
    </>
  );
}

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE.name}=; Max-Age=0; Path=/`;
});

describe('I18nProvider', () => {
  it('translates with the initial catalogue', () => {
    render(
      <I18nProvider initialLocale="en_US" initialMessages={enUS}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Close')).toBeTruthy();
    expect(screen.getByText('en_US')).toBeTruthy();
  });

  it('switches locale: loads the catalogue, re-renders, stores the cookie and sets <html lang>', async () => {
    const changes: string[] = [];
    render(
      <I18nProvider
        initialLocale="en_US"
        initialMessages={enUS}
        onLocaleChange={(locale) => changes.push(locale)}
      >
        <Probe />
      </I18nProvider>,
    );
    await act(async () => {
      screen.getByRole('button', { name: 'Deutsch' }).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('Schließen')).toBeTruthy();
    expect(screen.getByText('de_DE')).toBeTruthy();
    expect(document.cookie).toContain(`${LOCALE_COOKIE.name}=de_DE`);
    expect(document.documentElement.lang).toBe('de-DE');
    expect(changes).toEqual(['de_DE']);
  });

  it('throws a clear error when a hook is used outside the provider', () => {
    const Orphan = () => <p>{useT()('ui.close')}</p>;
    expect(() => render(<Orphan />)).toThrow(/I18nProvider/);
  });
});
