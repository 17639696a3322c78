// Apart from address.ts, whose rules carry every country's metadata: the address list names tags without them.
export const ADDRESS_TAGS = ['home', 'company', 'school'] as const;
