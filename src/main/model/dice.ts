/** The app's die for the captains' roll: a d20 from the OS's cryptographic random source. */
import { randomInt } from 'node:crypto';

export function rollD20(): number {
  return randomInt(1, 21);
}
