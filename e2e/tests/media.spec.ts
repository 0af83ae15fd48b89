import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, typeAndCheck } from '../support/person.ts';
import { signIn } from '../support/sign-in.ts';

const picturesDir = path.resolve(import.meta.dirname, '../fixtures/pictures');
const fivePictures = [1, 2, 3, 4, 5].map((index) => path.join(picturesDir, `reef-${index}.jpg`));

/** Signs in through the header's 'Connexion' button and the connection popup; the page reloads. */
/** Picks an option of a Mantine select found by its label inside `scope`. */
/** Picks an option of a Mantine select, whose list opens under it. */
async function choose(
  page: Page,
  scope: ReturnType<Page['locator']>,
  label: string | RegExp,
  option: string,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Picks an option of a filter above the pictures or videos: a native select, the phone's own picker. */
async function pickFilter(scope: ReturnType<Page['locator']>, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test('a member uploads five pictures, filters the gallery, opens the lightbox and likes once', async ({
  page,
}) => {
  test.slow();
  await page.goto('/galerie');
  await signIn(page, { email: 'marin@demo.localhost', password: 'demo-member-2026' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Galerie', level: 1 })).toBeVisible();
  await expect(page.locator('.shattered')).toHaveCount(1);

  await test.step('uploads five pictures at once and watches their progress bars', async () => {
    await main.getByRole('button', { name: 'Ajouter des photos' }).click();
    const popup = page.getByRole('dialog', { name: 'Ajouter des photos' });
    await popup.locator('input[type="file"]').setInputFiles(fivePictures);
    await typeAndCheck(popup.getByLabel('Nom', { exact: true }), 'Herbier');
    await choose(page, popup, /^Spot/, 'La Gabinière');
    await popup.getByRole('button', { name: 'Envoyer 5 photos' }).click();

    const bars = popup.getByRole('progressbar');
    await expect(bars).toHaveCount(5);
    for (const index of [1, 2, 3, 4, 5]) {
      await expect(
        popup.getByRole('progressbar', { name: `Progression de reef-${index}.jpg` }),
      ).toBeVisible();
    }
    await expect(popup.getByTestId('upload-status').filter({ hasText: 'Terminé' })).toHaveCount(5);
    for (const bar of await bars.all()) await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(popup.getByText('718 bytes').or(popup.getByText('719 bytes')).first()).toBeVisible();
    // Sent: nothing typed is left, so closing asks nothing.
    await expect(popup.getByLabel('Nom', { exact: true })).toHaveValue('');
    await popup.getByRole('button', { name: 'Fermer', exact: true }).first().click();
    await expect(popup).toBeHidden();
  });

  await test.step('sees them in the gallery and filters by spot', async () => {
    // The demo's own pictures are on other spots: La Gabinière holds just these five.
    await expect(main.getByRole('button', { name: 'Ouvrir Herbier' })).toHaveCount(5);
    await pickFilter(main, 'Spot', 'Pointe du Vaisseau');
    await expect(page).toHaveURL(/\/galerie\/\d+\/0$/);
    await expect(
      main.getByText("Les photos des membres s'afficheront ici, par spot et par auteur."),
    ).toBeVisible();
    await expect(main.getByTestId('picture-tile')).toHaveCount(0);
    await pickFilter(main, 'Spot', 'La Gabinière');
    await expect(main.getByTestId('picture-tile')).toHaveCount(5);
    await pickFilter(main, 'Spot', 'Tous les spots');
    await expect(page).toHaveURL(/\/galerie$/);
  });

  await test.step('opens the lightbox (one view) and likes a picture once', async () => {
    await main.getByRole('button', { name: 'Ouvrir Herbier' }).first().click();
    const lightbox = page.getByRole('dialog', { name: 'Herbier' });
    await expect(lightbox.getByRole('img', { name: 'Herbier' })).toBeVisible();
    await expect(lightbox.getByText('1 vue')).toBeVisible();
    const like = lightbox.getByRole('button', { name: /j'aime$/ });
    await expect(like).toHaveAccessibleName("0 j'aime");
    await like.click();
    await expect(like).toHaveAccessibleName("1 j'aime");
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await like.click();
    await expect(like).toHaveAccessibleName("1 j'aime");

    // A display image that cannot be loaded: the lightbox says so.
    const displayImages = /\/files\/pictures\/\d+\/[0-9a-f-]+\.webp$/;
    await page.context().route(displayImages, (route) => route.abort());
    await lightbox.getByRole('button', { name: 'Suivante' }).click();
    await expect(lightbox.getByText('Failed to load image')).toBeVisible();
    await page.context().unroute(displayImages);
  });

  await test.step('a second like after a reload does not move the count', async () => {
    await page.reload();
    await main.getByRole('button', { name: 'Ouvrir Herbier' }).first().click();
    const lightbox = page.getByRole('dialog', { name: 'Herbier' });
    await expect(lightbox.getByText('2 vues')).toBeVisible();
    const like = lightbox.getByRole('button', { name: /j'aime$/ });
    await expect(like).toHaveAccessibleName("1 j'aime");
    // The page came rendered for a visitor: the member's own like is shown once the page is theirs.
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // Straight to the API too: the server keeps one like per member.
    const answer = await page.evaluate(async () => {
      const token = localStorage.getItem('token:demo');
      const club = await fetch('/api/Clubs/getClubByAlias/demo').then(
        (response) => response.json() as Promise<{ Id: number }>,
      );
      const list = await fetch('/api/Pictures/getPictures', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ page: 0, club_id: club.Id }),
      }).then((response) => response.json() as Promise<Array<{ Id: number; Is_liked: boolean }>>);
      const liked = list.find((picture) => picture.Is_liked);
      return fetch(`/api/Pictures/likePicture/${liked?.Id}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.json() as Promise<{ Nb_likes: number }>);
    });
    expect(answer.Nb_likes).toBe(1);
    await page.keyboard.press('Escape');
  });

  await test.step("an oversized image shows 'file too big' and is not sent", async () => {
    await main.getByRole('button', { name: 'Ajouter des photos' }).click();
    const popup = page.getByRole('dialog', { name: 'Ajouter des photos' });
    // A typed name makes closing ask first.
    await typeAndCheck(popup.getByLabel('Nom', { exact: true }), 'Posidonies');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await question.getByRole('button', { name: 'Rester' }).click();
    await expect(popup.getByLabel('Nom', { exact: true })).toHaveValue('Posidonies');
    await popup.locator('input[type="file"]').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(2_000_001, 0xff),
    });
    await expect(page.getByText(/Fichier trop volumineux\s:\s2\sMo au maximum/)).toBeVisible();
    await expect(popup.getByRole('button', { name: /^Envoyer/ })).toBeDisabled();
  });
});

test('a member adds a YouTube and a Vimeo video and filters the list', async ({ page }) => {
  await page.goto('/video');
  await signIn(page, { email: 'marin@demo.localhost', password: 'demo-member-2026' });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Vidéos', level: 1 })).toBeVisible();
  await expect(page.locator('.shattered')).toHaveCount(1);

  const addVideo = async (name: string, url: string, spot: string) => {
    await main.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    const popup = page.getByRole('dialog', { name: 'Ajouter une vidéo' });
    await typeAndCheck(popup.getByLabel(/^Nom/), name);
    // An address is pasted, not typed.
    await popup.getByLabel(/^Adresse de la vidéo/).fill(url);
    await choose(page, popup, /^Spot/, spot);
    await popup.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await expect(popup).toBeHidden();
  };

  await test.step('an address of another site is refused in the popup', async () => {
    await main.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    const popup = page.getByRole('dialog', { name: 'Ajouter une vidéo' });
    // Nothing typed: the name and the spot are asked for.
    await popup.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await expect(popup.getByText('Ce champ est obligatoire')).toBeVisible();
    await expect(popup.getByText('Choisissez le spot.')).toBeVisible();
    await typeAndCheck(popup.getByLabel(/^Nom/), 'Ailleurs');
    await typeAndCheck(popup.getByLabel(/^Adresse de la vidéo/), 'https://example.com/video/1');
    await popup.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await expect(popup.getByText("Donnez l'adresse d'une vidéo YouTube ou Vimeo.")).toBeVisible();

    // Closing with typed text asks first: staying keeps it, leaving drops it.
    const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Rester' }).click();
    await expect(question).toBeHidden();
    await expect(popup.getByLabel(/^Nom/)).toHaveValue('Ailleurs');
    await popup.getByRole('button', { name: 'Annuler' }).click();
    await question.getByRole('button', { name: 'Abandonner' }).click();
    await expect(popup).toBeHidden();
    await main.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    await expect(popup.getByLabel(/^Nom/)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  await test.step('adds a YouTube and a Vimeo video', async () => {
    await addVideo('Descente au tombant', 'https://youtu.be/dQw4w9WgXcQ', 'La Gabinière');
    await addVideo('Mérous en 360', 'https://vimeo.com/76979871', 'Pointe du Vaisseau');
    // Newest first, above the demo's own videos.
    await expect(main.getByTestId('video-card').first()).toContainText('Mérous en 360');
    await expect(main.getByTestId('video-card').nth(1)).toContainText('Descente au tombant');
    await expect(main.getByTestId('video-card').first()).toContainText('Vimeo');
  });

  await test.step('filters by spot, then sorts by most viewed', async () => {
    await pickFilter(main, 'Spot', 'La Gabinière');
    await expect(main.getByTestId('video-card')).toHaveCount(1);
    await expect(main.getByTestId('video-card')).toContainText('YouTube');
    await pickFilter(main, 'Spot', 'Tous les spots');
    await expect(main.getByTestId('video-card').first()).toContainText('Mérous en 360');

    // Opening the YouTube video counts a view; its player is built from the stored address.
    await main.getByRole('button', { name: 'Lire sur YouTube : Descente au tombant' }).click();
    const player = page.getByRole('dialog', { name: 'Descente au tombant' });
    await expect(player.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await expect(player.getByRole('link', { name: 'Voir sur YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await expect(player.getByText('1 vue')).toBeVisible();
    await page.keyboard.press('Escape');

    await pickFilter(main, 'Trier par', 'Les plus vues');
    await expect(page).toHaveURL(/order=nb_views/);
    // The most viewed first: the view counts shown go down the list.
    await expect(main.getByTestId('video-card').first()).not.toContainText('Mérous en 360');
    const views = (await main.getByTestId('video-card').allInnerTexts()).map((text) =>
      Number(/(\d+)\s+vues?/.exec(text.replace(/\u202f|\u00a0/g, ' '))?.[1] ?? 0),
    );
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});
