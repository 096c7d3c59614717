import { createHash } from 'node:crypto';

export interface TestIdentity {
  name: string;
  email: string;
}

/** People the local provider offers with one click; any other can be typed in. */
export const TEST_IDENTITIES: readonly TestIdentity[] = [
  { name: 'Anna Petrova', email: 'anna.petrova@example.test' },
  { name: 'John Smith', email: 'john.smith@example.test' },
  { name: 'Aigerim Bekova', email: 'aigerim.bekova@example.test' },
];

/** The same person always gets the same subject, so signing up twice logs the second time in. */
export const subjectOf = (identity: TestIdentity): string =>
  `test-${createHash('sha256').update(identity.email.toLowerCase()).digest('hex').slice(0, 24)}`;
