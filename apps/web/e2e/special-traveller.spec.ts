import { expect, test, type Page } from './support/test';
import { idCard, loginViaApi, registerViaApi, useToken } from './support/accounts';
import { findOffer } from './support/orders';

/**
 * The special traveller service (docs/special-travellers.md): a member applies for a wheelchair and
 * gets a reference number; staff confirm it through the admin route and the page shows it.
 */

const OPERATOR = { phone: '13700137000', password: 'Operator2026' } as const;

/** Types a date into an antd DatePicker and confirms it. */
async function pickDate(page: Page, testId: string, date: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

test('visitors see the kinds and are asked to log in', async ({ page }) => {
  await page.goto('/specialTravellerService');
  await expect(page.getByRole('heading', { name: '特殊旅客服务', level: 1 })).toBeVisible();
  await expect(page.getByTestId('special-kind-STRETCHER')).toContainText('担架旅客');
  await page.getByTestId('special-kind-WHEELCHAIR').click();
  await expect(page.getByTestId('special-login-prompt')).toBeVisible();
  await expect(page.getByTestId('special-login')).toHaveAttribute('href', /\/Login\?redirect=/);
  await expect(page.getByTestId('my-special-travellers')).toHaveCount(0);
});

test('a wheelchair application gets a reference; staff confirm it and the page shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerViaApi(request);
  const { offer } = await findOffer(request, { daysAhead: 6 });
  const flight = offer.segments[0]!;
  await useToken(page, account.token);
  await page.goto('/specialTravellerService');
  await page.getByTestId('special-kind-WHEELCHAIR').click();
  await expect(page.getByRole('heading', { name: '申请轮椅旅客服务' })).toBeVisible();

  // The shared rules speak before the server is asked.
  await page.getByTestId('special-submit').click();
  await expect(page.getByText('请输入乘机人姓名！')).toBeVisible();
  await expect(page.getByText('请选择轮椅类型')).toBeVisible();
  await expect(page.getByText('请选择是否自带轮椅')).toBeVisible();

  await page.getByTestId('special-passengerName').fill('张建国');
  await page.getByTestId('special-phone').fill('13812345678');
  await page.getByTestId('special-certNo').fill(idCard('1958-03-12', '216'));
  await page.getByTestId('special-flightNo').fill(flight.flightNo);
  await pickDate(page, 'special-flightDate', flight.flightDate);
  await page.getByText('登机梯轮椅').click();
  await page.getByText('使用航空公司轮椅').click();
  await page.getByTestId('special-notes').fill('需协助上下客梯');
  await page.getByTestId('special-submit').click();

  const reference = page.getByTestId('special-reference');
  await expect(reference).toHaveText(/^ST\d{12}$/);
  await expect(page.getByTestId('special-reference-status')).toHaveText('已提交');
  const applicationNo = (await reference.textContent())!;

  const row = page.getByTestId('special-row').filter({ hasText: applicationNo });
  await expect(row.getByTestId('special-row-status')).toHaveText('已提交');
  await expect(row).toContainText('WCHS 登机梯轮椅');
  await expect(row).toContainText(flight.flightNo);

  // Staff, signed in through the API as the seeded operator, confirm with a note.
  const staffToken = await loginViaApi(request, OPERATOR.phone, OPERATOR.password);
  const updated = await request.post(`/api/admin/special-travellers/${applicationNo}/status`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { status: 'CONFIRMED', note: '已安排登机梯轮椅，请提前90分钟到达值机柜台' },
  });
  expect(updated.ok(), await updated.text()).toBeTruthy();

  await page.reload();
  // A reload fetches the page's code again; on a busy machine that can take a while.
  await expect(page.getByTestId('my-special-travellers')).toBeVisible({ timeout: 20_000 });
  const confirmed = page.getByTestId('special-row').filter({ hasText: applicationNo });
  await expect(confirmed.getByTestId('special-row-status')).toHaveText('已确认');
  await expect(confirmed.getByTestId('special-row-note')).toContainText('请提前90分钟到达值机柜台');

  // The passenger may still withdraw it.
  await confirmed.getByTestId('special-cancel').click();
  await page.getByRole('button', { name: '取消申请' }).last().click();
  await expect(confirmed.getByTestId('special-row-status')).toHaveText('已取消');
  await expect(confirmed.getByTestId('special-cancel')).toHaveCount(0);
});
