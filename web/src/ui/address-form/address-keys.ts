// The address book is read by the account screens and by checkout's picker: one set of keys for both.
export const addressKeys = {
  all: () => ['addresses'] as const,
  list: () => ['addresses', 'list'] as const,
  picker: () => ['addresses', 'all'] as const,
  one: (id: number | undefined) => ['addresses', 'one', id] as const,
};
