import { useSearchParams } from 'react-router';
import type { SpecialTravellerKind } from '@jc/shared';
import { shanghaiDateOf } from '@jc/shared/rules/dates';
import { LinkButton } from '@/components/link-button';
import { BannerPage } from '@/components/page-banner';
import { useLoginUrl } from '@/components/layout/use-login-url';
import {
  KIND_CARDS,
  KindPicker,
  MySpecialTravellers,
  SpecialTravellerForm,
} from '@/features/special-travellers';
import { useAuthToken } from '@/hooks/use-auth-token';
import styles from './special-traveller-page.module.css';

const NOTICES = [
  '请至少在航班起飞前提交申请；担架旅客须在起飞72小时前申请，并有陪同人员同行。',
  '无成人陪伴儿童须在乘机日年满5周岁且未满12周岁，并提供出发地送机人和到达地接机人信息。',
  '孕妇怀孕32周（含）以上须持医院出具的诊断证明，36周（含）以上不予承运。',
  '老年旅客服务面向乘机日年满70周岁的旅客。',
  '申请提交后工作人员将电话联系确认；未确认前可在“我的申请”中随时取消。',
];

/**
 * /specialTravellerService (docs/special-travellers.md): choose a kind, fill in its form, get the
 * reference number; below, the member's applications with their status. Visitors see the kinds
 * and are asked to log in.
 */
export function SpecialTravellerRoute() {
  const token = useAuthToken();
  const loginUrl = useLoginUrl();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind = KIND_CARDS.find((c) => c.kind === asked)?.kind ?? null;
  const choose = (k: SpecialTravellerKind) => setParams({ kind: k }, { replace: true });
  const today = shanghaiDateOf(new Date());

  return (
    <BannerPage
      title="特殊旅客服务"
      subtitle="为轮椅旅客、独自出行的儿童、孕妇、老年及视听障碍旅客提供全程出行协助"
      bodyClassName={styles.body}
    >
      <section aria-labelledby="special-kinds" className={styles.section}>
        <h2 id="special-kinds" className={styles.heading}>
          选择服务类型
        </h2>
        <KindPicker value={kind} onChange={choose} />
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="special-apply" className={styles.card}>
          <h2 id="special-apply" className={styles.heading}>
            {kind ? `申请${KIND_CARDS.find((c) => c.kind === kind)!.name}服务` : '填写申请'}
          </h2>
          {!token ? (
            <div className={styles.login} data-testid="special-login-prompt">
              <p>登录后即可在线提交特殊旅客服务申请，并随时查看办理进度。</p>
              <LinkButton type="primary" size="large" to={loginUrl} data-testid="special-login">
                登录后申请
              </LinkButton>
            </div>
          ) : kind ? (
            <SpecialTravellerForm key={kind} kind={kind} today={today} />
          ) : (
            <p className={styles.hint}>请先在上方选择需要的服务类型，再填写乘机人与航班信息。</p>
          )}
        </section>
        <aside aria-labelledby="special-notice" className={styles.notice}>
          <h2 id="special-notice" className={styles.noticeHeading}>
            服务须知
          </h2>
          <ol className={styles.noticeList}>
            {NOTICES.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ol>
        </aside>
      </div>

      {token && (
        <section aria-labelledby="special-mine" className={styles.section}>
          <h2 id="special-mine" className={styles.heading}>
            我的申请
          </h2>
          <MySpecialTravellers />
        </section>
      )}
    </BannerPage>
  );
}
