import { Link } from 'react-router';
import { CHECKIN_OPENS_HOURS } from '@jc/shared/rules/checkin';
import { FAQ_CATEGORIES } from '@jc/shared/rules/faq';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { InfoLayout } from './info-layout';
import styles from './info-page.module.css';

const SERVICES = [
  { title: '航班动态', text: '按航线或航班号查询起降时间与登机口', to: paths.flightDynamics.url() },
  { title: '网上值机', text: `起飞前${CHECKIN_OPENS_HOURS}小时开放，在线选座`, to: paths.checkIn.url() },
  { title: '我的订单', text: '支付、退票与行程单', to: paths.orders.url() },
  { title: '延误证明', text: '航班延误或取消后在线开具', to: paths.delayCertificate.url() },
  { title: '客票验真', text: '核验客票真伪，获取电子行程单', to: paths.ticketVerify.url() },
  { title: '行李规定', text: '免费行李额与充电宝携带', to: paths.baggageRules.url() },
  { title: '旅客运输总条件', text: '票价、退改费率与值机规定', to: paths.conditionsOfCarriage.url() },
] as const;

/** /help (帮助中心): the self-service entries, the FAQ by category, and the hotline. */
export function HelpRoute() {
  const { hotline } = useSiteConfig();
  return (
    <InfoLayout
      title="帮助中心"
      subtitle="自助服务与常见问题，找不到答案请拨打客服热线"
      sections={[
        {
          id: 'self-service',
          title: '自助服务',
          body: (
            <div className={styles.cards}>
              {SERVICES.map((s) => (
                <Link className={styles.card} to={s.to} key={s.title}>
                  <span className={styles.cardTitle}>{s.title}</span>
                  <span className={styles.cardText}>{s.text}</span>
                </Link>
              ))}
            </div>
          ),
        },
        {
          id: 'faq',
          title: '常见问题',
          body: (
            <div className={styles.cards}>
              {FAQ_CATEGORIES.map((c) => (
                <Link className={styles.card} to={paths.faq.url(c)} key={c}>
                  <span className={styles.cardTitle}>{c}</span>
                  <span className={styles.cardText}>查看{c}相关问题</span>
                </Link>
              ))}
            </div>
          ),
        },
        {
          id: 'contact',
          title: '联系客服',
          body: (
            <p>
              客服热线 <a href={`tel:${hotline}`}>{hotline}</a>，7×24 小时为您提供购票、改退与行程咨询。
            </p>
          ),
        },
        {
          id: 'feedback',
          title: '意见反馈',
          body: (
            <p>
              您对官网或我们的服务有任何意见和建议，欢迎拨打客服热线 <a href={`tel:${hotline}`}>{hotline}</a>
              告诉我们，客服专员会记录并跟进处理。
            </p>
          ),
        },
      ]}
    />
  );
}
