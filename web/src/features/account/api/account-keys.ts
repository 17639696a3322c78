// The account feature's own queries; the address book's keys are shared (ui/address-form/address-keys.ts).
export const accountKeys = {
  notices: () => ['notices'] as const,
  noticeList: (lang: string) => ['notices', 'list', lang] as const,
  unreadNotices: () => ['notices', 'unread'] as const,
  helpSupport: (lang: string) => ['help-support', lang] as const,
  platformInfo: (lang: string) => ['platform-info', lang] as const,
  law: (lang: string) => ['law', lang] as const,
  languageList: () => ['language-list'] as const,
  deliveryPreferences: () => ['delivery-preferences'] as const,
  registerConfig: () => ['register-config'] as const,
  sessions: () => ['sessions'] as const,
};
