/**
 * The login as it is sent: without surrounding spaces and in Unicode NFC, so a name typed on any keyboard
 * compares equal. The password goes exactly as typed (it is checked against what was set); the JSON body
 * does the escaping of both.
 */
export function encodeLogin(login: string): string {
  return login.trim().normalize('NFC');
}
