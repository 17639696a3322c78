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

/** The top-level keys of the catalog: a rule's messages (`validation.*`) and the error codes' (`errors.*`). */
export const RULE_MESSAGE_ROOTS = ['validation', 'errors'] as const;

/**
 * Messages that only answer requests the app composes itself (paging, the catalog's sort and filters, the
 * bill type, the email event, the language, the order status, which method or payout a tab chose) or the
 * server's own checks of a request (uploads, repeated lines, a value without a rule of its own), and the back
 * office's (staff accounts and their decisions, issue 40). No typing of a buyer's reaches them, and the server's
 * answer carries the text, so the buyers' web app does not ship them.
 */
export const REQUEST_ONLY_MESSAGES: readonly string[] = [
  'errors.accountHasOpenItems',
  'errors.closeWithBalance',
  'errors.closeWithOpenOrders',
  'errors.closeWithOpenRecharges',
  'errors.closeWithOpenRefunds',
  'errors.closeWithOpenWithdrawals',
  'errors.decidedBy',
  'errors.staffCodeWrong',
  'errors.staffDisableSelf',
  'errors.staffDisabled',
  'errors.staffEnrolmentInvalid',
  'errors.staffLoginWrong',
  'errors.staffNameTaken',
  'validation.avatarInvalid',
  'validation.billTypeInvalid',
  'validation.categoryInvalid',
  'validation.emsEventInvalid',
  'validation.flagInvalid',
  'validation.imageRequired',
  'validation.imageTooLarge',
  'validation.invalidValue',
  'validation.itemsRepeated',
  'validation.kindInvalid',
  'validation.languageInvalid',
  'validation.limitInvalid',
  'validation.limitTooLarge',
  'validation.merchantInvalid',
  'validation.methodRequired',
  'validation.pageInvalid',
  'validation.requestKeyInvalid',
  'validation.sortInvalid',
  'validation.staffNameInvalid',
  'validation.staffRoleInvalid',
  'validation.statusInvalid',
  'validation.totpCodeInvalid',
  'validation.unknownField',
  'validation.uploadAgain',
  'validation.walletAddressInvalid',
  'validation.withdrawTypeRequired',
];

/**
 * The one catalog of the contract's message keys, a file per locale (messages/<locale>.json). The server
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
