import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What Firebase Cloud Messaging HTTP v1 needs of a Google service account key file. */
export interface FcmServiceAccount {
  readonly projectId: string;
  readonly clientEmail: string;
  /** PEM (PKCS#8), as in the key file. */
  readonly privateKey: string;
  /** The OAuth token endpoint of the key file (Google's by default). */
  readonly tokenUri: string;
}

export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

const invalid = 'FCM_SERVICE_ACCOUNT_JSON must be a Google service account key (JSON with project_id, client_email and private_key), or the path of one';

/**
 * FCM_SERVICE_ACCOUNT_JSON: the key file's JSON itself, or its path (relative to `cwd`).
 * Returns the account or a problem to report; never echoes the key.
 */
export function readFcmServiceAccount(value: string, cwd: string): { account: FcmServiceAccount } | { problem: string } {
  let text = value;
  if (!value.startsWith('{')) {
    const file = path.resolve(cwd, value);
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return { problem: `FCM_SERVICE_ACCOUNT_JSON: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: invalid };
  }
  const { project_id, client_email, private_key, token_uri } = (parsed ?? {}) as Record<string, unknown>;
  if (typeof project_id !== 'string' || project_id === '' || typeof client_email !== 'string' || !client_email.includes('@') || typeof private_key !== 'string') {
    return { problem: invalid };
  }
  try {
    createPrivateKey(private_key);
  } catch {
    return { problem: 'FCM_SERVICE_ACCOUNT_JSON: private_key is not a PEM private key' };
  }
  if (token_uri !== undefined && (typeof token_uri !== 'string' || !token_uri.startsWith('https://'))) {
    return { problem: 'FCM_SERVICE_ACCOUNT_JSON: token_uri must be an https:// URL' };
  }
  return { account: { projectId: project_id, clientEmail: client_email, privateKey: private_key, tokenUri: token_uri ?? GOOGLE_TOKEN_URI } };
}
