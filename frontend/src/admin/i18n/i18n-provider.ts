import { defaultI18nProvider, type I18nProvider } from 'react-admin';
import { en } from './en';

type Messages = { readonly [key: string]: string | Messages };

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * react-admin's English messages plus the admin's own (`en.ts`). The own phrase is handed to
 * polyglot as the `_` default, so interpolation (`%{name}`) and plurals (`smart_count`) work as
 * for react-admin's messages, without adding the polyglot packages as direct dependencies.
 */
export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options = {}) => {
    const own = lookup(en, key);
    return defaultI18nProvider.translate(key, own === undefined ? options : { ...options, _: own });
  },
};
