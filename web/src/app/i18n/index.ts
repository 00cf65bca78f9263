// The store's texts come from message catalogues through i18next (decision 0016). Resources are bundled (two small
// catalogues), so the first paint is already in the visitor's language without another request.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@parts/common/content';
import { en, type Catalogue } from './en';
import { es } from './es';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Catalogue };
  }
}

export function initI18n(language: string = DEFAULT_LANGUAGE) {
  if (i18next.isInitialized) {
    if (i18next.language !== language) void i18next.changeLanguage(language);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, es: { translation: es } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
