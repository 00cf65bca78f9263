// Password and PIN hashing with argon2id (the @node-rs build ships prebuilt binaries, so no compiler is needed).
import { hash, verify } from '@node-rs/argon2';

export const hashSecret = (secret: string) => hash(secret);

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the user does not exist, so timing does not reveal which usernames are real. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hash('not-a-real-password'));
