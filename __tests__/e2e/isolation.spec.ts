import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { e2ePorts } from './support/stack-ports';

// Both tests change the same demo owner's data at the same time, each in its own worker.
test.describe.configure({ mode: 'parallel' });

/** Where the two tests tell each other that their change is made (one folder per run). */
const meetingPoint = path.join(tmpdir(), `owner-portal-e2e-isolation-${e2ePorts().app}-${process.env.E2E_RUN_ID}`);

/** Renames the signed-in owner through the browser's own fetch, with the session's token. */
async function renameOwner(page: Page, lastName: string) {
  const apiUrl = `http://127.0.0.1:${e2ePorts().mockApi}/aurora-dk`;
  const status = await page.evaluate(
    async ({ apiUrl, lastName }) => {
      const token = sessionStorage.getItem('accessToken');
      const response = await fetch(`${apiUrl}/api/profile`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Mette', lastName }),
      });
      return response.status;
    },
    { apiUrl, lastName },
  );
  expect(status).toBe(200);
}

/**
 * Says this test's change is made and waits (a while, not forever: the other may be queued behind
 * another file in its worker) until the other's is too. Whatever the timing, a shared copy of the
 * data would show: a test that starts after the other's change sees it at the start, and two that
 * overlap see the other's name after the reload.
 */
async function meet(me: string, other: string) {
  mkdirSync(meetingPoint, { recursive: true });
  writeFileSync(path.join(meetingPoint, me), '');
  for (let tries = 0; tries < 75 && !existsSync(path.join(meetingPoint, other)); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// The folder goes when a test is done: the other has met it by then, or (queued behind another
// file) waits its while and goes on, which the test allows for.
test.afterAll(() => rmSync(meetingPoint, { recursive: true, force: true }));

for (const [me, other] of [
  ['Alfa', 'Beta'],
  ['Beta', 'Alfa'],
] as const) {
  test(`the owner renamed to Mette ${me} in one test never shows as Mette ${other}`, async ({ page }) => {
    await signIn(page, 'aurora-dk');
    const account = (name: string) => page.getByRole('button', { name: `Din konto: ${name}` });
    // Each test starts from the seed, whatever the other one has done.
    await expect(account('Mette Hansen')).toBeVisible();

    await renameOwner(page, me);
    await meet(me, other);

    await page.reload();
    await expect(account(`Mette ${me}`)).toBeVisible();
    await expect(account(`Mette ${other}`)).toHaveCount(0);
  });
}
