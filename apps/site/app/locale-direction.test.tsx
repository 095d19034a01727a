import { I18nProvider, useLocale } from '@firm/ui';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The page's `<I18nProvider locale="en-US">` (root.tsx) works out the text direction with
 * react-aria's `isRTL`, patched (patches/README.md) to read the locale's text info without
 * `Intl.Locale.prototype.maximize()`: that call loads ICU's likely-subtags data, the only Intl
 * work of a page load, 10-14 ms at 1x in the shell's hydration. These tests fail when an upgrade
 * of react-aria or a lost patch brings the call back, or when the patched check gets a direction
 * wrong.
 */

function Direction() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

const directionUnder = (locale: string) =>
  renderToString(
    <I18nProvider locale={locale}>
      <Direction />
    </I18nProvider>,
  );

/** The direction the unpatched check gives: the text info of the maximised locale. */
function directionOfMaximised(locale: string) {
  const maximised = new Intl.Locale(locale).maximize() as Intl.Locale & {
    getTextInfo?: () => { direction: string };
    textInfo?: { direction: string };
  };
  return (maximised.getTextInfo?.() ?? maximised.textInfo)?.direction;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the text direction of a locale', () => {
  it("is worked out for the site's locale without maximising it", () => {
    const maximize = vi.spyOn(Intl.Locale.prototype, 'maximize');
    expect(directionUnder('en-US')).toContain('en-US ltr');
    expect(maximize).not.toHaveBeenCalled();
  });

  it('is the one the maximised locale gives, right to left included', () => {
    const locales = [
      'en-US',
      'en',
      'fr-FR',
      'de',
      'ja',
      'zh-Hant',
      'ar',
      'ar-EG',
      'he',
      'he-IL',
      'fa',
      'ur',
      'ps',
      'yi',
      'dv',
      'ckb',
      'sd',
      'ug',
      'az-Arab',
      'uz-Arab',
      'pa-Arab',
      'ku-Arab',
      'sr-Latn',
      'sr-Cyrl',
    ];
    for (const locale of locales) {
      expect(directionUnder(locale), locale).toContain(`${directionOfMaximised(locale)}<`);
    }
    expect(directionUnder('ar-EG')).toContain('ar-EG rtl');
    expect(directionUnder('he')).toContain('he rtl');
  });
});
