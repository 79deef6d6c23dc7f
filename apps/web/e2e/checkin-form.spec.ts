import { expect, test, type Page } from './support/test';
import { expectOnlyToast, toasts } from './support/home';

/** docs/rules.md, online check-in: the 在线值机 form of the trip services tab. */

const VALID = {
  name: '张三',
  certNo: '110101199001011234',
  phone: '13800138000',
  flightNo: 'JC1001',
  ticketNo: '9291234567890',
};
type Field = keyof typeof VALID;

async function openCheckIn(page: Page) {
  await page.goto('/');
  await page.getByRole('tab', { name: '行程服务' }).click();
  await page.locator('.ant-segmented').getByText('在线值机').click();
  await expect(page.getByTestId('checkin-name')).toBeVisible();
}

async function fill(page: Page, values: Record<Field, string>) {
  for (const [field, value] of Object.entries(values)) await page.getByTestId(`checkin-${field}`).fill(value);
}

const agree = (page: Page) => page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
const submit = (page: Page) => page.getByTestId('checkin-submit').click();
const fieldErrors = (page: Page) => page.locator('form[aria-label="在线值机"] .ant-form-item-explain-error');

test.use({ homePopups: false });

const FORM_MESSAGE = '请输入正确的值机信息';

const CASES: { field: Field; value: string; message: string }[] = [
  { field: 'name', value: '', message: '请输入乘机人姓名！' },
  { field: 'name', value: '   ', message: '请输入乘机人姓名！' },
  { field: 'name', value: ' 张 ', message: '乘机人中文姓名需2-12位！' },
  { field: 'name', value: 'A', message: '乘机人英文姓名需2-24位！' },
  { field: 'name', value: '张San', message: '乘机人姓名需全英文或全中文！' },
  { field: 'certNo', value: ' ', message: '请输入乘机人有效证件！' },
  { field: 'certNo', value: 'E12', message: '乘机人证件号码需由4-50位的英文及数字组成！' },
  { field: 'phone', value: '', message: '请输入手机号' },
  { field: 'phone', value: '12812345678', message: '请输入正确的手机号' },
  { field: 'ticketNo', value: '', message: '请输入票号！' },
  { field: 'ticketNo', value: '9281234567890', message: '票号格式需为929开头的13位纯数字组成！' },
  { field: 'flightNo', value: '', message: '航班号不能为空!' },
];

// One load of the home page for every case: each step fills the whole form again, so a case
// starts from valid values but its own field. The toasts of earlier cases may still be on screen
// (they leave after three seconds), all with the form's one message.
test('each field refuses its wrong value with its own message', async ({ page }) => {
  test.setTimeout(120_000);
  await openCheckIn(page);
  await agree(page);
  for (const [index, { field, value, message }] of CASES.entries()) {
    await test.step(`${field} ${JSON.stringify(value)}: ${message}`, async () => {
      await fill(page, { ...VALID, [field]: value });
      await submit(page);
      // The message under its own field, no other field marked, and the form's message.
      await expect(fieldErrors(page)).toHaveText([message]);
      await expect(page.getByTestId(`checkin-${field}`)).toHaveAttribute('aria-invalid', 'true');
      if (index === 0) await expectOnlyToast(page, FORM_MESSAGE);
      await expect(toasts(page).last()).toHaveText(FORM_MESSAGE);
      await expect(toasts(page).filter({ hasNotText: FORM_MESSAGE })).toHaveCount(0);
      await expect(page).toHaveURL('/');
    });
  }
});

test('a corrected field loses its message as it is typed', async ({ page }) => {
  await openCheckIn(page);
  await fill(page, { ...VALID, phone: '1' });
  await submit(page);
  await expect(fieldErrors(page)).toHaveText(['请输入正确的手机号']);
  await page.getByTestId('checkin-phone').fill('13800138000');
  await expect(fieldErrors(page)).toHaveCount(0);
});

test('unticked terms give 请同意并阅读相关条款', async ({ page }) => {
  await openCheckIn(page);
  await fill(page, VALID);
  await submit(page);
  await expectOnlyToast(page, '请同意并阅读相关条款');
  await expect(fieldErrors(page)).toHaveCount(0);
});

test('each check-in term opens in a dialog and can be accepted there', async ({ page }) => {
  await openCheckIn(page);
  const links = page.locator('form[aria-label="在线值机"]').getByRole('button', { name: /^《.+》$/ });
  await expect(links.first()).toBeVisible();
  const name = ((await links.first().textContent()) ?? '').replace(/[《》]/g, '');
  await links.first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('protocol-content')).not.toBeEmpty();
  await dialog.getByRole('button', { name: '已阅读并同意' }).click();
  await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
});

test('without a login the prompt leads to the login page', async ({ page }) => {
  await openCheckIn(page);
  await fill(page, VALID);
  await agree(page);
  await submit(page);
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText('请先登录, 确定后进入登录页面！');
  await prompt.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/Login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
});

test('logged in, valid trimmed input opens the check-in list', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('token', 'e2e-checkin-token'));
  await openCheckIn(page);
  await fill(page, {
    name: '  张三 ',
    certNo: ' 110101199001011234 ',
    phone: ' 13800138000',
    flightNo: ' jc1001 ',
    ticketNo: '9291234567890  ',
  });
  await agree(page);
  await submit(page);
  await expect(page).toHaveURL(/\/checkInList\?/);
  const url = new URL(page.url());
  expect([...url.searchParams]).toEqual([
    ['name', '张三'],
    ['certNo', '110101199001011234'],
    ['phone', '13800138000'],
    ['flightNo', 'JC1001'],
    ['ticketNo', '9291234567890'],
    ['type', '1'],
  ]);
});
