import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** How the addresses of a network are written: Tron's base58check, or Ethereum's hex (also BNB Chain's). */
export type AddressFamily = 'tron' | 'evm';

// The networks the platform pays out on, by the names the operator gives them (server seed, `ops`).
const NETWORK_FAMILIES: Record<string, AddressFamily> = { TRC20: 'tron', ERC20: 'evm', BEP20: 'evm' };

export function addressFamilyOf(network: string): AddressFamily | null {
  return NETWORK_FAMILIES[network.trim().toUpperCase()] ?? null;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 to bytes; the caller has checked that every character is of the alphabet. */
function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58.indexOf(char));
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** A Tron address: base58check of 0x41 and a 20-byte account, its last 4 bytes a double SHA-256 checksum. */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = base58Decode(address);
  if (bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[21 + i]);
}

/**
 * An Ethereum-style address: 0x and 40 hex digits. All lower or all upper case carries no checksum; mixed
 * case is EIP-55, where a letter is upper case exactly when its nibble of keccak-256(lower-case hex) is ≥ 8.
 */
export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())));
  for (let i = 0; i < hex.length; i++) {
    const char = hex.charAt(i);
    if (char.toLowerCase() === char.toUpperCase()) continue;
    const upper = Number.parseInt(hash.charAt(i), 16) >= 8;
    if (upper !== (char === char.toUpperCase())) return false;
  }
  return true;
}

const CHECKS: Record<AddressFamily, (address: string) => boolean> = {
  tron: isTronAddress,
  evm: isEvmAddress,
};

/**
 * Whether an address is written the way the network's addresses are; null for a network whose addresses this
 * rule does not know (the server then has only the operator's pattern for it).
 */
export function isAddressOn(network: string, address: string): boolean | null {
  const family = addressFamilyOf(network);
  return family ? CHECKS[family](address.trim()) : null;
}

/**
 * spec §5 withdrawal: "choose the same network as the withdrawing platform" — an address of another network,
 * or one that is no address at all, would send the money where it cannot be found again.
 */
export function withdrawalAddressRefusal(network: string | undefined, address: string | undefined) {
  if (!network?.trim()) return 'validation.sameNetwork' as const;
  if (!address?.trim()) return 'validation.walletAddressRequired' as const;
  if (isAddressOn(network, address) === false) return 'validation.sameNetwork' as const;
  return null;
}
