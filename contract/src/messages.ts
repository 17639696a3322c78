import type { Locale } from './locales.ts';
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

export type MessageTree = { [key: string]: string | MessageTree };

/** The top-level keys of the catalogue: a rule's messages (`validation.*`) and the error codes' (`errors.*`). */
export const RULE_MESSAGE_ROOTS = ['validation', 'errors'] as const;

/**
 * The one catalogue of the contract's message keys, a file per locale (messages/<locale>.json). The server
 * answers with these texts and the web app shows them: its build merges the active locale's file into that
 * locale's strings, so the app never imports this module (it would download every locale).
 */
export const RULE_MESSAGES: Record<Locale, MessageTree> = {
  ar,
  de,
  en,
  es,
  fr,
  han,
  it,
  ri,
  ru,
  tai,
  tr,
  vit,
  'zh-CN': zhCN,
  'zh-Hant': zhHant,
};
