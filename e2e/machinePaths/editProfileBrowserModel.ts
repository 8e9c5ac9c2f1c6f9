import { expect, type Page } from '@playwright/test';
import { editProfileMachine } from '../../src/machines/editProfileMachine';
import { Messages } from '../../src/schemas/messages';
import { generatePaths } from '../../tests/support/pathCoverageCore';
import { editProfileInput, editProfileSamples } from '../../tests/machines/editProfileMachine.samples';
import { createCustomer, signInByApi } from '../support/admin';
import { message, t } from '../support/language';
import { errorStatus, type BrowserModel } from './browserReplay';

// 1×1 transparent PNG: a picture the server takes.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const RENAMED = 'Renamed Contact';

interface ProfileWorld {
  readonly page: Page;
  readonly customer: { email: string; password: string };
  /** a second company's address: the one a save is refused for (already taken) */
  takenEmail: string | null;
}

const banner = (page: Page) => page.getByRole('banner');

/** Opens /edit-profile from the dashboard through the profile menu, so history has a page before it. */
async function openEditProfile(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await banner(page).getByRole('button', { name: t('Open profile menu') }).click();
  await page.getByRole('menuitem', { name: t('Profile') }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
}

async function profileOf(page: Page): Promise<{ contactName: string; email: string; profilePicture: string | null }> {
  const response = await page.request.get('/v1/user/profile', {
    headers: { Authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'token')?.value}` },
  });
  return ((await response.json()) as { data: { contactName: string; email: string; profilePicture: string | null } }).data;
}

/**
 * /edit-profile as the customer meets it. Oracles from the spec (goback.profile.history,
 * goback.profile.step2, val.upload-size, err.rethrow) and from the server's own record of the profile.
 */
export const editProfileBrowserModel: BrowserModel<ProfileWorld> = {
  machine: editProfileMachine,
  paths: generatePaths(editProfileMachine, { events: editProfileSamples, input: editProfileInput }),
  world: async (page, testInfo) => {
    const customer = await createCustomer(page.request, { label: 'replay-profile' });
    await signInByApi(page.context(), testInfo.project.use.baseURL!, customer);
    // A picture to start with, so "Remove the profile picture" has something to remove.
    const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    const upload = await page.request.post('/v1/common/imageUpload', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: 'start.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') } },
    });
    expect(upload.ok(), 'the starting picture is uploaded').toBe(true);
    const url = ((await upload.json()) as { data: { url: string } }).data.url;
    const current = (await (await page.request.get('/v1/user/profile', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown> };
    const { companyName, contactName, contactNumber, email, commercialReference } = current.data;
    const saved = await page.request.put('/v1/user/profile', {
      headers: { Authorization: `Bearer ${token}` },
      data: { companyName, contactName, contactNumber, email, commercialReference, profilePicture: url },
    });
    expect(saved.ok(), 'the starting picture is saved on the profile').toBe(true);
    return { page, customer, takenEmail: null };
  },
  start: async ({ page }) => openEditProfile(page),
  do: {
    'picture.removed': async ({ page }) => {
      await page.getByRole('button', { name: t('Remove') }).click();
    },
    'picture.selected': async ({ page }, { next }) => {
      // A file over 2MB is the refusal the path samples; otherwise a real picture.
      const tooBig = errorStatus(next) === 400;
      await page.locator('input[type="file"]').setInputFiles(
        tooBig ? { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024, 1) } : { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') },
      );
    },
    'go.back': async ({ page }) => {
      await banner(page).getByRole('button', { name: t('Go back') }).click();
    },
    'step1.submitted': async (world, { ahead }) => {
      await world.page.getByLabel(t('Contact name')).fill(RENAMED);
      // The path is refused at saving for a taken address: type another company's.
      const refused = ahead.find((e) => e.type === 'xstate.error.actor.saveProfile');
      if (refused && errorStatus(refused) === 409) {
        world.takenEmail = (await createCustomer(world.page.request, { label: 'replay-taken' })).email;
        await world.page.getByLabel(t('Email')).fill(world.takenEmail);
      }
      await world.page.getByRole('button', { name: t('Continue') }).click();
    },
    'profile.submitted': async ({ page }) => {
      await page.getByRole('button', { name: t('Save changes') }).click();
    },
  },
  wires: {
    uploadPicture: { method: 'POST', path: /^\/v1\/common\/imageUpload$/, withoutCall: (e) => errorStatus(e) === 400 },
    saveProfile: { method: 'PUT', path: /^\/v1\/user\/profile$/ },
  },
  see: {
    editProfileStep1: async (world, { via, from, rule }) => {
      const { page } = world;
      if (via.type === 'go.back' && from?.matches('editProfileStep2')) {
        await rule('goback.profile.step2', async () => {
          // Back to step 1 on the same page, with what was typed there kept.
          await expect(page).toHaveURL(/\/edit-profile$/);
          await expect(page.getByLabel(t('Contact name'))).toHaveValue(RENAMED);
        });
        return;
      }
      if (via.type === 'go.back') {
        await rule('goback.profile.history', async () => {
          // One page back in history: the dashboard it was opened from.
          await expect(page).toHaveURL(/\/dashboard$/);
        });
        return;
      }
      await expect(page.getByRole('button', { name: t('Continue') })).toBeEnabled();
      await expect(page.getByLabel(t('Contact name'))).toBeVisible();
      if (via.type === 'picture.removed') {
        await expect(page.getByRole('img', { name: t('Profile picture') }), 'the default avatar, no picture').toHaveCount(0);
      }
      if (via.type === 'xstate.done.actor.uploadPicture') {
        await expect(page.getByRole('img', { name: t('Profile picture') })).toHaveAttribute('src', /^\/v1\/common\/uploads\//);
      }
      if (via.type === 'xstate.error.actor.uploadPicture') {
        await rule('val.upload-size', async () => {
          await expect(page.getByRole('alert').filter({ hasText: message(Messages.fileTooLarge) })).toBeVisible();
        });
      }
      if (via.type === 'xstate.done.actor.saveProfile') {
        await expect(page.getByText(message(Messages.profileUpdated))).toBeVisible();
        // The server kept what was typed.
        await expect.poll(async () => (await profileOf(page)).contactName).toBe(RENAMED);
        await expect(page.getByLabel(t('Contact name'))).toHaveValue(RENAMED);
      }
      if (via.type === 'xstate.error.actor.saveProfile') {
        await rule('err.rethrow', async () => {
          // The taken address is refused on its own field, back on step 1; nothing was saved.
          await expect(page.getByText(message(Messages.emailTaken))).toBeVisible();
        });
        await expect(page.getByLabel(t('Email'))).toHaveValue(world.takenEmail!);
        expect((await profileOf(page)).email).toBe(world.customer.email);
      }
    },
    editProfileStep2: async ({ page }, { via, rule }) => {
      await expect(page.getByRole('button', { name: t('Save changes') })).toBeEnabled();
      if (via.type === 'xstate.error.actor.saveProfile') {
        await rule('err.rethrow', async () => {
          await expect(page.getByRole('alert').filter({ hasText: message(Messages.somethingWrong) })).toBeVisible();
        });
        expect((await profileOf(page)).contactName, 'a failed save changed nothing').not.toBe(RENAMED);
      }
    },
    uploadingPicture: async ({ page }, { next }) => {
      // A file too big never leaves the browser: refused at once, nothing to wait for.
      if (errorStatus(next) === 400) return;
      await expect(page.getByRole('button', { name: t('Upload picture') })).toHaveAttribute('data-loading', 'true');
      await expect(page.getByRole('button', { name: t('Continue') })).toBeDisabled();
    },
    saving: async ({ page }) => {
      await expect(page.getByRole('button', { name: t('Save changes') })).toHaveAttribute('data-loading', 'true');
      await expect(page.getByRole('button', { name: t('Back') })).toBeDisabled();
    },
  },
};
