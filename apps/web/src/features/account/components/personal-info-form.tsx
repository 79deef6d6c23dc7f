import { useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { App, Button, DatePicker, Form, Input, Radio, Select } from 'antd';
import type { Profile } from '@jc/shared';
import { AccountMessages, CERT_TYPES, EMAIL_PATTERN, checkCertificate } from '@jc/shared/rules/account';
import { checkName } from '@jc/shared/rules/checkin';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { CheckInMessages } from '@jc/shared/rules/messages';
import { useUpdateProfile } from '../api/update-profile';
import styles from './personal-info-form.module.css';

interface InfoValues {
  name: string;
  gender?: 'M' | 'F';
  birthday?: Dayjs | null;
  certType?: string;
  certNo: string;
  email: string;
}

const DATE = 'YYYY-MM-DD';

const fail = (message: string | null) => (message ? Promise.reject(new Error(message)) : Promise.resolve());

/**
 * Personal info (name, gender, birthday, certificate, e-mail), checked with the shared rules and
 * their messages; saving it makes a non-member a member. `onSaved` gets the saved profile and msg.
 */
export function PersonalInfoForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile, msg: string) => void;
}) {
  const [form] = Form.useForm<InfoValues>();
  const update = useUpdateProfile();
  const { message } = App.useApp();
  const today = shanghaiDateOf();

  const initialValues = useMemo<InfoValues>(
    () => ({
      name: profile.name ?? '',
      gender: profile.gender ?? undefined,
      birthday: profile.birthday ? dayjs(profile.birthday) : null,
      certType: profile.certType ?? '身份证',
      certNo: profile.certNo ?? '',
      email: profile.email ?? '',
    }),
    [profile],
  );

  const submit = (values: InfoValues) =>
    update.mutate(
      {
        name: values.name.trim(),
        gender: values.gender!,
        birthday: values.birthday!.format(DATE),
        certType: values.certType!,
        certNo: values.certNo.trim(),
        email: values.email.trim(),
      },
      {
        onSuccess: (answer) => onSaved(answer.data, answer.msg),
        onError: (error) => void message.error(error.message),
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      aria-label="个人信息"
      requiredMark
      initialValues={initialValues}
      onFinish={submit}
      scrollToFirstError={{ block: 'center' }}
    >
      <div className={styles.grid}>
        <Form.Item
          label="姓名"
          name="name"
          required
          extra="与乘机证件上的姓名一致"
          rules={[{ validator: (_r, v: string) => fail(checkName((v ?? '').trim())) }]}
        >
          <Input size="large" placeholder="请输入姓名" maxLength={30} data-testid="info-name" />
        </Form.Item>
        <Form.Item
          label="性别"
          name="gender"
          required
          rules={[{ validator: (_r, v) => fail(v ? null : AccountMessages.genderRequired) }]}
        >
          <Radio.Group size="large" optionType="button" buttonStyle="solid" data-testid="info-gender">
            <Radio value="M">男</Radio>
            <Radio value="F">女</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label="出生日期"
          name="birthday"
          required
          rules={[
            {
              validator: (_r, v: Dayjs | null | undefined) =>
                fail(
                  !v
                    ? AccountMessages.birthdayRequired
                    : v.format(DATE) > today
                      ? AccountMessages.birthdayFuture
                      : null,
                ),
            },
          ]}
        >
          <DatePicker
            size="large"
            className={styles.full}
            placeholder="请选择出生日期"
            format={DATE}
            disabledDate={(d) => d.format(DATE) > today}
            defaultPickerValue={dayjs('1990-01-01')}
            data-testid="info-birthday"
          />
        </Form.Item>
        <Form.Item
          label="证件类型"
          name="certType"
          required
          rules={[{ validator: (_r, v) => fail(v ? null : AccountMessages.certTypeRequired) }]}
        >
          <Select
            size="large"
            placeholder="请选择证件类型"
            options={CERT_TYPES.map((t) => ({ value: t, label: t }))}
            data-testid="info-cert-type"
          />
        </Form.Item>
        <Form.Item
          label="证件号码"
          name="certNo"
          required
          dependencies={['certType', 'birthday']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_r, v: string) => {
                const certNo = (v ?? '').trim();
                if (!certNo) return fail(CheckInMessages.certNoRequired);
                const birthday = getFieldValue('birthday') as Dayjs | null | undefined;
                return fail(
                  checkCertificate(getFieldValue('certType') ?? '', certNo, {
                    today,
                    ...(birthday ? { birthday: birthday.format(DATE) } : {}),
                  }),
                );
              },
            }),
          ]}
        >
          <Input size="large" placeholder="请输入证件号码" maxLength={30} data-testid="info-cert-no" />
        </Form.Item>
        <Form.Item
          label="电子邮箱"
          name="email"
          extra="选填，用于接收行程单与航班通知"
          rules={[
            {
              validator: (_r, v: string) => {
                const email = (v ?? '').trim();
                return fail(email && !EMAIL_PATTERN.test(email) ? AccountMessages.emailFormat : null);
              },
            },
          ]}
        >
          <Input size="large" placeholder="example@mail.com" maxLength={60} data-testid="info-email" />
        </Form.Item>
      </div>
      <div className={styles.actions}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={update.isPending}
          className={styles.submit}
          data-testid="info-submit"
        >
          {profile.isMember ? '保存修改' : '完善信息，成为会员'}
        </Button>
      </div>
    </Form>
  );
}
