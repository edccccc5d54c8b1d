/**
 * Password hashing with scrypt (node:crypto): a random 16-byte salt per account, the cost
 * parameters stored with the hash so they can be raised later, constant-time comparison.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMETER = { N: 16384, r: 8, p: 1 } as const;
const SCHLUESSELLAENGE = 64;

function scryptAsync(
  passwort: string,
  salt: Buffer,
  laenge: number,
  optionen: ScryptOptions,
): Promise<Buffer> {
  return new Promise((ok, fehler) =>
    scrypt(
      passwort.normalize('NFC'),
      salt,
      laenge,
      { ...optionen, maxmem: 64 * 1024 * 1024 },
      (f, schluessel) => (f ? fehler(f) : ok(schluessel)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` with base64 salt and hash. */
export async function hashePasswort(passwort: string): Promise<string> {
  const salt = randomBytes(16);
  const schluessel = await scryptAsync(passwort, salt, SCHLUESSELLAENGE, PARAMETER);
  return [
    'scrypt',
    PARAMETER.N,
    PARAMETER.r,
    PARAMETER.p,
    salt.toString('base64'),
    schluessel.toString('base64'),
  ].join('$');
}

export async function pruefePasswort(passwort: string, gespeichert: string): Promise<boolean> {
  const teile = gespeichert.split('$');
  if (teile.length !== 6 || teile[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = teile;
  const erwartet = Buffer.from(hash ?? '', 'base64');
  if (erwartet.length === 0) return false;
  const berechnet = await scryptAsync(
    passwort,
    Buffer.from(salt ?? '', 'base64'),
    erwartet.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    },
  );
  return timingSafeEqual(berechnet, erwartet);
}

/** A hash of a random password: checked for unknown names so they take as long as known ones. */
export const ATTRAPPEN_HASH: Promise<string> = hashePasswort(randomBytes(16).toString('hex'));
