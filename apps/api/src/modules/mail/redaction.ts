/** What stands in for a credential (a token of a link) wherever a mail is kept or shown outside the mail itself. */
export const REDACTED = '[disembunyikan]';

/** `token=…` in a link: the activation and reset links carry their credential there. */
const credentialParameter = /([?&#]token=)[^\s&#"'<>]+/g;

/** `text` with every `token=` value of its links hidden. */
export function redactCredentialLinks(text: string): string {
  return text.replace(credentialParameter, `$1${REDACTED}`);
}

/** `text` with each of `secrets` hidden, and with the tokens of its links hidden. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    if (secret !== '') redacted = redacted.split(secret).join(REDACTED);
  }
  return redactCredentialLinks(redacted);
}
