import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_NAMES,
  type Locale,
} from '@crossbay/contract/locales';
import { type MessageTree, RULE_MESSAGES } from '@crossbay/contract/messages';
import ar from './messages/ar.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import han from './messages/han.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import ri from './messages/ri.json' with { type: 'json' };
import ru from './messages/ru.json' with { type: 'json' };
import tai from './messages/tai.json' with { type: 'json' };
import tr from './messages/tr.json' with { type: 'json' };
import vit from './messages/vit.json' with { type: 'json' };
import zhCN from './messages/zh-CN.json' with { type: 'json' };
import zhHant from './messages/zh-Hant.json' with { type: 'json' };

type Tree = MessageTree;

/** The server's own texts (emails, bills, notices…); a rule's and an error code's message live in the contract. */
export const SERVER_MESSAGES: Record<Locale, Tree> = {
  en,
  'zh-CN': zhCN,
  ri,
  han,
  tai,
  ar,
  de,
  es,
  fr,
  it,
  ru,
  tr,
  vit,
  'zh-Hant': zhHant,
};

export const MESSAGE_CATALOGS = Object.fromEntries(
  Object.entries(SERVER_MESSAGES).map(([locale, own]) => [
    locale,
    { ...own, ...RULE_MESSAGES[locale as Locale] },
  ]),
) as Record<Locale, Tree>;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** spec §1: a missing key falls back to zh-CN, then English, then the key itself. */
function makeTranslator(locale: Locale): Translate {
  return (key, vars) => {
    const text =
      lookup(MESSAGE_CATALOGS[locale], key) ??
      lookup(MESSAGE_CATALOGS[FALLBACK_LOCALE], key) ??
      lookup(MESSAGE_CATALOGS[DEFAULT_LOCALE], key) ??
      key;
    return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? '')) : text;
  };
}

const TRANSLATORS = Object.fromEntries(
  Object.keys(SERVER_MESSAGES).map((locale) => [locale, makeTranslator(locale as Locale)]),
) as Record<Locale, Translate>;

/** The locale's translator, made once. */
export function translator(locale: Locale): Translate {
  return TRANSLATORS[locale];
}

export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function hasMessage(key: string): boolean {
  return lookup(MESSAGE_CATALOGS[DEFAULT_LOCALE], key) !== undefined;
}

export { LOCALE_NAMES };
