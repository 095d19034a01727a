import { axeViolations, colourRules } from './axe';
import { expect, test } from './fixtures';

// The helper every accessibility check goes through asks axe for violations only; this shows it
// still finds them, with every offending node, so a clean result elsewhere means a clean page.
test('the axe helper reports violations, each with all of its nodes', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><body><main>
    <h1>Canary</h1>
    <img src="data:," width="10" height="10"><img src="data:," width="10" height="10">
    <button></button>
    <p style="color:#bbb;background:#fff">Pale text</p>
  </main></body></html>`);
  const violations = await axeViolations(page);
  expect(violations.map((line) => line.split(' ')[0]).sort()).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
  ]);
  expect(violations.find((line) => line.startsWith('image-alt'))).toMatch(
    /img:nth-child\(2\), img:nth-child\(3\)$/,
  );
  expect(await axeViolations(page, colourRules)).toEqual([
    expect.stringMatching(/^color-contrast /),
  ]);
});

// axe-core is evaluated once per document (axeSourceOncePerDocument): the analyses after the first
// use the same axe, and still apply their own rules (above).
type MarkedAxe = { axe: { firstEvaluation?: boolean } };

test('the axe helper evaluates axe-core once per document', async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>h</h1></main>');
  await axeViolations(page);
  await page.evaluate(() => {
    (window as unknown as MarkedAxe).axe.firstEvaluation = true;
  });
  await axeViolations(page, colourRules);
  expect(
    await page.evaluate(() => (window as unknown as MarkedAxe).axe.firstEvaluation),
    'the second analysis used the axe of the first',
  ).toBe(true);
});
