import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from '../../fixtures/index.ts';
import { open } from '../admin/admin-helpers.ts';

/**
 * A crawl of the console as an admin: what a person who opens every screen, tab, panel and dialog does,
 * with valid input where a form asks for it. It measures which staff calls the screens fire (the reach
 * fixture records them); it does not check what they answer. What goes wrong on the way (an error
 * notification, a 5xx, a form the crawl cannot fill) is written down as a finding, in the test's
 * annotations and the `findings` attachment, not hidden and not failed on: the crawl reports, the task tests
 * check.
 */

/** How long the crawl waits for a screen to answer before it writes the step down as one it could not finish. */
const WAIT = 2_500;

/** What the crawl types into a text field it has no better value for: how it finds its own records again. */
const TYPED = 'Crawl check';

/** Values the crawl types, by the field's label; ids come from the record on screen. */
export interface Context {
  customerId?: number;
  loanId?: number;
  cardId?: number;
}

/** A record's page (show, edit or one of its tabs): the crawl waits for the record before it acts. */
const RECORD_ROUTE = /^#\/[\w-]+\/\d+(\/|$)/;

/** Buttons the crawl never presses: navigation, the page's own chrome, and actions that leave the console. */
const SKIP =
  /^(Profile|Refresh|Export|Open as customer|Sign out|Edit|Show|Close|Cancel|Clear|Go to .*page|Previous|Next|Add filter|Remove this filter|Open|Columns|Select all|Sort.*|scroll.*)$/i;

export class Crawler {
  readonly findings: string[] = [];
  private answered = 0;
  private where = '';

  constructor(
    readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/')) return;
      this.answered += 1;
      if (response.status() >= 500) this.note(`${response.status()} from ${response.request().method()} ${url.pathname}`);
    });
  }

  /** Writes a finding down (the test's annotations, and the attachment at the end). */
  note(finding: string): void {
    const text = `${this.where}: ${finding}`;
    if (this.findings.includes(text)) return;
    this.findings.push(text);
    this.testInfo.annotations.push({ type: 'finding', description: text });
  }

  /** Attaches the findings to the test's report. */
  async report(): Promise<void> {
    await this.testInfo.attach('findings', { body: this.findings.join('\n') || 'none', contentType: 'text/plain' });
    if (this.findings.length > 0) console.log(`[crawl] ${this.testInfo.title}:\n  ${this.findings.join('\n  ')}`);
  }

  /** Opens a console route and waits for its content (a heading, table, tab list or form). */
  async visit(path: string): Promise<void> {
    this.where = path;
    await open(this.page, path);
    await this.shown();
  }

  /**
   * Waits for what a person waits for before acting: the console's main area, no query running, and on a
   * record's page the record itself (its tabs, its form's Save or its Edit link).
   */
  async shown(): Promise<void> {
    const main = this.page.getByRole('main');
    await expect(main).toBeVisible();
    await this.loaded();
    if (!RECORD_ROUTE.test(new URL(this.page.url()).hash)) return;
    const record = this.page
      .getByRole('tablist')
      .or(main.getByRole('button', { name: 'Save', exact: true }))
      .or(main.getByRole('link', { name: 'Edit', exact: true }));
    await expect(record.first()).toBeVisible();
    const tab = this.page.getByRole('tablist').getByRole('tab', { selected: true });
    if ((await tab.count()) > 0) await expect(tab.first()).toBeVisible();
  }

  /** Waits until react-admin has no query running (its app bar shows a progress bar while it loads). */
  async loaded(): Promise<void> {
    await expect(this.page.getByRole('banner').getByRole('progressbar'), 'the console finishes loading').toHaveCount(0, {
      timeout: 15_000,
    });
  }

  /** Clicks every tab of the record's tab list in turn, exercising each (`each` runs per tab). */
  async tabs(each: (tab: string) => Promise<void>, only?: RegExp): Promise<void> {
    const list = this.page.getByRole('tablist').first();
    await expect(list.getByRole('tab').first()).toBeVisible();
    const names = await list.getByRole('tab').allTextContents();
    for (const name of names) {
      if (only && !only.test(name)) continue;
      const tab = this.page.getByRole('tab', { name, exact: true });
      const base = this.where.split(' · ')[0];
      this.where = `${base} · ${name}`;
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await this.loaded();
      await each(name);
    }
  }

  /** Opens each panel that loads on demand (an accordion) inside `scope`, waiting for its answer. */
  async panels(scope: Locator): Promise<void> {
    // The panels a person sees (a closed tab's or a collapsed section's are not on screen).
    const names = await scope
      .getByRole('button', { expanded: false })
      .evaluateAll((els) => els.filter((e) => e.checkVisibility()).map((e) => e.textContent.trim()));
    for (const name of names) {
      const summary = scope.getByRole('button', { name, exact: true, expanded: false }).first();
      await this.step(name, () => this.panel(summary, name));
    }
  }

  /** One panel opened; its answer waited for. */
  async panel(summary: Locator, name: string): Promise<void> {
    {
      const answer = this.page.locator(`#${await summary.getAttribute('aria-controls')}`).first();
      await summary.click();
      await expect(answer, `the panel "${name}" opens`).not.toBeEmpty({ timeout: WAIT });
      await expect(answer.getByText('Loading'), `the panel "${name}" answers`).toHaveCount(0, { timeout: 2 * WAIT });
      const error = answer.locator('.MuiTypography-colorError');
      if ((await error.count()) > 0) this.note(`panel "${name}": ${await error.first().innerText()}`);
    }
  }

  /** Names of the enabled buttons in `scope` the crawl presses (the page's chrome, tabs and table headers aside). */
  async buttonNames(scope: Locator, skip?: RegExp): Promise<string[]> {
    const names = await scope.getByRole('button', { disabled: false }).evaluateAll((buttons) =>
      buttons
        .filter((b) => !b.closest('[role="tablist"], th, [role="columnheader"], .MuiTablePagination-root, nav'))
        .filter((b) => !b.hasAttribute('aria-expanded') && !b.hasAttribute('aria-haspopup') && b.checkVisibility())
        // A list whose items are buttons (a mailbox's messages) is opened at its first item, as a person tries one.
        .filter((b) => {
          const item = b.closest('li, [role="listitem"]');
          const first = item?.parentElement
            ? Array.from(item.parentElement.children).find((c) => c.matches('li, [role="listitem"]'))
            : item;
          return !item || first === item;
        })
        // The text as written, not as shown (innerText is upper-cased by the buttons' style, and no name then matches).
        .map((b) => (b.getAttribute('aria-label') ?? b.textContent).replace(/\s+/g, ' ').trim()),
    );
    return [...new Set(names)].filter((n) => n !== '' && !SKIP.test(n) && !(skip && skip.test(n)));
  }

  /**
   * Presses each button in `scope` by name and deals with what opens: a dialog is filled in and submitted.
   * A button a press brought up (Restore after Delete, Restructure after Calculate) is pressed in a second round.
   */
  async buttons(scope: Locator, context: Context, skip?: RegExp): Promise<void> {
    const pressed = new Set<string>();
    for (let round = 0; round < 2; round += 1) {
      const names = (await this.buttonNames(scope, skip)).filter((name) => !pressed.has(name));
      for (const name of names) {
        pressed.add(name);
        // The first enabled one of that name (a schedule's paid instalments keep theirs disabled).
        const button = scope.getByRole('button', { name, exact: true, disabled: false }).first();
        await this.step(name, () => this.press(button, name, context));
      }
    }
  }

  /** A record's action bar above its tabs, known by one of its buttons (react-admin's TopToolbar has no class of its own in a build). */
  actionBar(button: string): Locator {
    return this.page
      .getByRole('main')
      .locator('.MuiToolbar-root')
      .filter({ has: this.page.getByRole('button', { name: button, exact: true }) })
      .first();
  }

  /** Presses these buttons of `scope` in this order, each a step of its own (a Delete, then the Restore it brings up). */
  async pressInTurn(scope: Locator, names: readonly string[], context: Context): Promise<void> {
    for (const name of names) {
      await this.step(name, () => this.press(scope.getByRole('button', { name, exact: true }).first(), name, context));
    }
  }

  /** One button: pressed; a dialog it opens is filled and submitted (what stays open is closed by `step`). */
  async press(button: Locator, name: string, context: Context): Promise<void> {
    const before = this.answered;
    await expect(button, `"${name}" can be pressed`).toBeEnabled({ timeout: WAIT });
    await button.click();
    const dialog = this.page.getByRole('dialog');
    if ((await dialog.count()) > 0) await this.submit(dialog.last(), name, context);
    else if (this.answered > before) await this.loaded();
  }

  /** Fills a dialog's form with valid values and submits it, noting an error it answers with. */
  async submit(dialog: Locator, name: string, context: Context): Promise<void> {
    await this.fill(dialog, context);
    const submit = dialog
      .getByRole('button', {
        name: /^(Submit|Confirm|Send|Send SMS|Send e-mail|Save|Yes|OK|Approve|Create|Delete|Upload|Apply|Run|Check|Calculate)$/,
      })
      .last();
    if ((await submit.count()) === 0) {
      // A dialog that only shows something (a history) has nothing to send: what it shows has loaded.
      if ((await dialog.getByRole('button', { name: 'Close', exact: true }).count()) > 0) return this.loaded();
      this.note(`"${name}": its dialog has no button the crawl knows to send it with`);
      return;
    }
    const before = this.answered;
    await submit.click();
    const errorAlert = this.page.getByRole('alert').and(this.page.locator('.RaNotification-error'));
    const successAlert = this.page.getByRole('alert').and(this.page.locator('.RaNotification-success'));
    const answer = dialog.getByRole('region').filter({ hasText: /./ });
    let after = 'waiting';
    const state = async (): Promise<string> => {
      if ((await dialog.locator('[aria-invalid="true"]').count()) > 0) return 'invalid';
      if (this.answered === before) return (await dialog.isVisible()) ? 'waiting' : 'closed';
      if ((await errorAlert.count()) > 0) return 'error';
      if ((await successAlert.count()) > 0 || !(await dialog.isVisible())) return 'done';
      if ((await submit.count()) > 0 && (await submit.isEnabled())) return 'answered';
      return 'waiting';
    };
    const poll = async () => (after = await state());
    await expect.poll(poll, { message: `the dialog of "${name}" answers`, timeout: 2 * WAIT }).not.toBe('waiting');
    if (after === 'invalid') {
      const invalid = await dialog
        .locator('[aria-invalid="true"]')
        .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('name') ?? i.id));
      this.note(`"${name}": the crawl's input was refused by the form (${invalid.join(', ')})`);
    } else if (after === 'error') {
      this.note(`"${name}": ${await errorAlert.first().innerText()}`);
    } else if (after === 'answered') {
      const error = answer.locator('.MuiTypography-colorError');
      if ((await error.count()) > 0) this.note(`"${name}": ${await error.first().innerText()}`);
    }
    await this.loaded();
  }

  /** Types a valid value into every empty input of a form: text by its label, numbers, dates, choices. */
  async fill(form: Locator, context: Context): Promise<void> {
    for (const box of await form.getByRole('textbox').all()) {
      if (!(await box.isEditable()) || (await box.inputValue()) !== '') continue;
      const label = (await box.getAttribute('aria-label')) ?? (await labelOf(box));
      await box.fill(textFor(label, context));
    }
    for (const secret of await form.locator('input[type="password"]').all()) {
      if ((await secret.inputValue()) === '') await secret.fill(/pin/i.test(await labelOf(secret)) ? '1234' : 'Crawl-pass-123');
    }
    for (const box of await form.getByRole('spinbutton').all()) {
      if (!(await box.isEditable()) || (await box.inputValue()) !== '') continue;
      await box.fill(numberFor(await labelOf(box), context));
    }
    for (const date of await form.locator('input[type="date"]').all()) {
      if ((await date.inputValue()) === '') await date.fill('2026-12-15');
    }
    for (const date of await form.locator('input[type="datetime-local"]').all()) {
      if ((await date.inputValue()) === '') await date.fill('2026-12-15T10:00');
    }
    for (const combo of await form.getByRole('combobox').all()) {
      if (!(await combo.isEnabled())) continue;
      const isInput = await combo.evaluate((e) => e.tagName === 'INPUT');
      if (isInput ? (await combo.inputValue()) !== '' : (await combo.innerText()).replace(/\u200b/g, '').trim() !== '') continue;
      await combo.click();
      const option = this.page.getByRole('option').first();
      await expect(option.or(this.page.getByText('No options'))).toBeVisible({ timeout: WAIT });
      if ((await option.count()) > 0) await option.click();
      else await this.page.keyboard.press('Escape');
    }
  }

  /** The record on screen: its tabs, or its panels and buttons; a form is saved; Delete is pressed last. */
  async record(context: Context, only?: RegExp): Promise<void> {
    const main = this.page.getByRole('main');
    const content = this.page.locator('.RaTabbedShowLayout-content, .RaTabbedForm-content');
    await this.shown();
    if ((await this.page.getByRole('tablist').count()) > 0) {
      await this.tabs(async () => {
        await this.panels(content);
        await this.buttons(content, context, /^(Save|Delete)$/);
      }, only);
      return;
    } else {
      await this.panels(main);
    }
    await this.buttons(main, context, /^(Save|Delete)$/);
    const save = main.getByRole('button', { name: 'Save', exact: true });
    if ((await save.count()) > 0) await this.save(main, context);
  }

  /** Fills a create or edit form's empty inputs and saves it; waits for the answer, and says how it ended. */
  async save(form: Locator, context: Context): Promise<string> {
    await this.fill(form, context);
    const save = form.getByRole('button', { name: 'Save', exact: true }).first();
    if (!(await save.isEnabled())) {
      this.note("Save: the form's Save stays disabled with the crawl's input");
      return 'disabled';
    }
    const before = this.answered;
    const url = this.page.url();
    await save.click();
    const errorAlert = this.page.getByRole('alert').and(this.page.locator('.RaNotification-error'));
    let after = 'waiting';
    const state = async (): Promise<string> => {
      if ((await form.locator('[aria-invalid="true"]').count()) > 0) return 'invalid';
      if (this.answered === before) return 'waiting';
      if ((await errorAlert.count()) > 0) return 'error';
      if (this.page.url() !== url || (await this.page.getByRole('alert').count()) > 0) return 'done';
      return 'waiting';
    };
    const poll = async () => (after = await state());
    await expect.poll(poll, { message: 'the form is saved', timeout: 2 * WAIT }).not.toBe('waiting');
    if (after === 'invalid') {
      const invalid = await form
        .locator('[aria-invalid="true"]')
        .evaluateAll((inputs) => inputs.map((i) => i.getAttribute('name') ?? i.id));
      this.note(`Save: the crawl's input was refused by the form (${invalid.join(', ')})`);
    } else if (after === 'error') this.note(`Save: ${await errorAlert.first().innerText()}`);
    await this.loaded();
    return after;
  }

  /** A menu entry: its screen opened from the menu; a list's create form saved and its first record crawled. */
  async menuEntry(label: string, context: Context): Promise<void> {
    this.where = `menu ${label}`;
    await this.page.getByRole('menuitem', { name: label, exact: true }).click();
    const main = this.page.getByRole('main');
    // The screen is there when a person sees a list, a heading, a form or tabs in it (not only the menu).
    await expect(main.locator('.list-page, h1, h2, h3, h4, h5, h6, form, [role="tablist"]').first()).toBeVisible();
    await this.loaded();
    this.where = `${new URL(this.page.url()).hash.slice(1)} (${label})`;
    const create = main.getByRole('link', { name: 'Create', exact: true });
    const rows = main.getByRole('row');
    if ((await main.locator('.list-page').count()) === 0) {
      await this.panels(main);
      await this.buttons(main, context);
      return;
    }
    // A list is there once its rows or its "no results" show (a guessed list draws nothing before its data).
    const shown = main.getByRole('table').or(main.locator('.RaList-noResults'));
    if (!(await shown.first().isVisible())) {
      await expect(shown.first(), 'the list shows its rows')
        .toBeVisible({ timeout: 2 * WAIT })
        .catch(() => this.note('the list shows no rows and no "no results"'));
    }
    if ((await create.count()) > 0) {
      const created = { saved: false };
      await this.step(`${label}: create`, async () => {
        await create.click();
        await expect(main.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
        created.saved = (await this.save(main, context)) === 'done';
      });
      if (created.saved) await this.step(`${label}: the crawl's own record`, () => this.ownRecord(context));
    }
    // The first record of the list, opened as staff do: a click on its row.
    const first = rows.nth(1);
    if ((await rows.count()) > 1 && (await first.getByRole('cell').count()) > 0) {
      const list = this.page.url();
      await this.step(`${label}: first record`, async () => {
        await first.getByRole('cell').nth(1).click();
        await this.loaded();
        if (this.page.url() === list) {
          this.note(`${label}: a click on the first row opens no record`);
          return;
        }
        this.where = new URL(this.page.url()).hash.slice(1);
        await this.record(context);
      });
    }
  }

  /**
   * The record the crawl has just created, found in the list by the text it typed: opened, edited and saved,
   * then deleted, as staff tidy up a record made by mistake (only the crawl's own record is changed or removed).
   */
  async ownRecord(context: Context): Promise<void> {
    const main = this.page.getByRole('main');
    const row = main.getByRole('row').filter({ hasText: TYPED }).first();
    // A list sorted by date shows the new record on a later page: the crawl turns the pages, as a person does.
    const next = main.getByRole('button', { name: 'Go to next page' });
    for (let turned = 0; turned < 10 && (await row.count()) === 0 && (await next.count()) > 0 && (await next.isEnabled()); turned += 1) {
      await next.click();
      await this.loaded();
    }
    await expect(row, `the new record (${TYPED}) is in the list`).toBeVisible();
    await row.getByRole('cell').nth(1).click();
    await this.shown();
    const edit = main.getByRole('link', { name: 'Edit', exact: true }).or(this.page.getByRole('link', { name: 'Edit', exact: true }));
    if ((await main.getByRole('button', { name: 'Save', exact: true }).count()) === 0) {
      await edit.first().click();
      await expect(main.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    }
    const form = this.page.url();
    const boxes = await main.getByRole('textbox').all();
    const typed = await Promise.all(boxes.map(async (box) => (await box.isEditable()) && (await box.inputValue()) === TYPED));
    const box = boxes[typed.indexOf(true)];
    if (!box) throw new Error(`the edit form shows no field with "${TYPED}" to change`);
    await box.fill(`${TYPED} again`);
    await this.save(main, context);
    await this.page.goto(form);
    await this.shown();
    // Records of a kind staff may not delete (holidays, freeze days) show no enabled Delete: nothing to press.
    const remove = main.getByRole('button', { name: 'Delete', exact: true, disabled: false }).first();
    if ((await remove.count()) > 0) await this.press(remove, 'Delete', context);
  }

  /**
   * Runs one crawl step from the page it starts on, and comes back to that page after it: what breaks the
   * step is a finding, and a dialog or a navigation it led to (a new ticket opens the ticket) does not leave
   * the next step on another page.
   */
  async step(title: string, run: () => Promise<void>): Promise<void> {
    const home = this.page.url();
    const where = this.where;
    await test.step(title, async () => {
      try {
        await run();
      } catch (error) {
        this.note(`${title}: the crawl could not finish the step: ${(error as Error).message.split('\n')[0]}`);
      }
      await this.back(home, title);
      this.where = where;
    });
  }

  /** Back on `home` with no dialog or menu open: Escape as a person presses it, else the page opened afresh. */
  async back(home: string, title: string): Promise<void> {
    const overlays = this.page
      .getByRole('dialog')
      .or(this.page.getByRole('presentation').getByRole('menu'))
      .or(this.page.getByRole('listbox'));
    for (let open = await overlays.count(); open > 0; open = await overlays.count()) {
      await this.page.keyboard.press('Escape');
      const closed = await expect(overlays)
        .toHaveCount(open - 1, { timeout: WAIT })
        .then(() => true)
        .catch(() => false);
      if (!closed) {
        this.note(`${title}: a dialog stayed open after Escape; the crawl opened the page again`);
        await this.page.reload();
        await this.shown();
        break;
      }
    }
    if (this.page.url() !== home) {
      await this.page.goto(home);
      await this.shown();
    } else await this.loaded();
  }
}

/** The label of an input (its <label>, else its name). */
async function labelOf(input: Locator): Promise<string> {
  return input.evaluate((e) => {
    const el = e as HTMLInputElement;
    return (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.name).trim();
  });
}

function textFor(label: string, context: Context): string {
  if (/customer ids?/i.test(label)) return String(context.customerId ?? 1);
  if (/loan ids?/i.test(label)) return String(context.loanId ?? 1);
  if (/card ids?/i.test(label)) return String(context.cardId ?? 1);
  if (/e-?mail/i.test(label)) return 'crawl@pronto.test';
  if (/phone|mobile/i.test(label)) return '07700900123';
  if (/iban/i.test(label)) return 'GB33BUKB20201555555555';
  if (/url|link/i.test(label)) return 'https://pronto.test/crawl';
  if (/pin/i.test(label)) return '1234';
  if (/\bids?\b/i.test(label)) return String(context.customerId ?? 1);
  return TYPED;
}

function numberFor(label: string, context: Context): string {
  if (/customer/i.test(label)) return String(context.customerId ?? 1);
  if (/loan/i.test(label)) return String(context.loanId ?? 1);
  if (/card/i.test(label)) return String(context.cardId ?? 1);
  if (/amount|limit|price|cost/i.test(label)) return '10';
  return '1';
}
