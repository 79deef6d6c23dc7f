import { expect, test } from './support/test';
import { idCard, signedInViaApi, yearsAgo } from './support/accounts';
import { toasts } from './support/home';

/**
 * Issue 4, 常用乘机人 in the personal centre: an empty list, adding (checked by the shared rules,
 * ID card checksum among them), the masked list with 成人/儿童/婴儿, editing with the full number
 * loaded from the detail call, and deleting after a confirmation.
 */

test.use({ homePopups: false });

test('add, list masked, edit and delete a saved passenger', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signedInViaApi(page, request);
  await page.goto('/passengers');
  await expect(page.getByRole('heading', { name: '常用乘机人' })).toBeVisible();
  await expect(page.getByText('暂无常用乘机人')).toBeVisible();

  const birthday = '1990-05-17';
  const certNo = idCard(birthday, '238');
  await page.getByTestId('passenger-add').click();
  const drawer = page.getByRole('dialog', { name: '新增乘机人' });
  await expect(drawer).toBeVisible();

  await drawer.getByTestId('passenger-save').click();
  await expect(drawer.getByText('请输入乘机人姓名！')).toBeVisible();
  await expect(drawer.getByText('请选择出生日期')).toBeVisible();

  await drawer.getByTestId('passenger-name').fill('张San');
  await expect(drawer.getByText('乘机人姓名需全英文或全中文！')).toBeVisible();
  await drawer.getByTestId('passenger-name').fill('李娜');
  // A wrong check character is refused with the shared message.
  await drawer
    .getByTestId('passenger-cert-no')
    .fill(`${certNo.slice(0, 17)}${certNo[17] === '0' ? '1' : '0'}`);
  await drawer.getByTestId('passenger-save').click();
  await expect(drawer.getByText('身份证号码校验位不正确，请核对后重新输入')).toBeVisible();
  await drawer.getByTestId('passenger-cert-no').fill(certNo);
  // The ID card carries the birth date: it is filled in, and the type shows.
  await expect(drawer.getByTestId('passenger-birthday')).toHaveValue(birthday);
  await expect(drawer.getByText('成人', { exact: true })).toBeVisible();
  await drawer.getByTestId('passenger-phone').fill('1391234');
  await expect(drawer.getByText('请输入正确的手机号')).toBeVisible();
  await drawer.getByTestId('passenger-phone').fill('13912345678');
  await drawer.getByTestId('passenger-save').click();
  await expect(toasts(page).filter({ hasText: '保存成功' })).toBeVisible();
  await expect(drawer).toBeHidden();

  const card = page.getByTestId('passenger-card').filter({ hasText: '李娜' });
  await expect(card).toContainText('1101**********');
  await expect(card).not.toContainText(certNo);
  await expect(card).toContainText('139****5678');
  await expect(card.getByTestId('passenger-type')).toHaveText('成人');

  await test.step('an infant by birth date', async () => {
    await page.getByTestId('passenger-add').click();
    const add = page.getByRole('dialog', { name: '新增乘机人' });
    await add.getByTestId('passenger-name').fill('李宝宝');
    await add.getByTestId('passenger-cert-type').click();
    await page.locator('.ant-select-item-option[title="护照"]').click();
    await add.getByTestId('passenger-cert-no').fill('E99887766');
    await add.getByTestId('passenger-birthday').fill(yearsAgo(1));
    // Enter takes the typed date and, the form being complete, submits it like 保存 would.
    await add.getByTestId('passenger-birthday').press('Enter');
    await expect(add).toBeHidden();
    const infant = page.getByTestId('passenger-card').filter({ hasText: '李宝宝' });
    await expect(infant.getByTestId('passenger-type')).toHaveText('婴儿');
    await expect(infant).toContainText('E9*****66');
  });

  await test.step('editing loads the full number and saves', async () => {
    await card.getByRole('button', { name: '编辑李娜' }).click();
    const edit = page.getByRole('dialog', { name: '编辑乘机人' });
    await expect(edit.getByTestId('passenger-cert-no')).toHaveValue(certNo);
    await edit.getByTestId('passenger-phone').fill('13698765432');
    await edit.getByTestId('passenger-save').click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('136****5432');
  });

  await test.step('deleting asks first', async () => {
    await card.getByRole('button', { name: '删除李娜' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '确定删除常用乘机人「李娜」吗？' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.getByTestId('passenger-card').filter({ hasText: '李娜' })).toHaveCount(0);
    await expect(page.getByTestId('passenger-card')).toHaveCount(1);
  });
});
