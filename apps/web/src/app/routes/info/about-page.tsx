import { Link } from 'react-router';
import { CHECKIN_OPENS_HOURS } from '@jc/shared/rules/checkin';
import { PAY_MINUTES } from '@jc/shared/rules/orders';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { InfoLayout } from './info-layout';
import styles from './info-page.module.css';

const FACTS = [
  { value: '7×24', label: '小时客服热线' },
  { value: String(CHECKIN_OPENS_HOURS), label: '小时前开放网上值机' },
  { value: String(PAY_MINUTES), label: '分钟为您保留座位' },
  { value: '4', label: '档退改费率公开透明' },
] as const;

/** /about (公司简介): who the airline is and how to reach it. */
export function AboutRoute() {
  const { name, englishName, code, hotline } = useSiteConfig();
  return (
    <InfoLayout
      title="公司简介"
      subtitle={`${name} ${englishName}`}
      lead={
        <div className={styles.facts}>
          {FACTS.map((f) => (
            <div className={styles.fact} key={f.label}>
              <span className={styles.factValue}>{f.value}</span>
              <span className={styles.factLabel}>{f.label}</span>
            </div>
          ))}
        </div>
      }
      sections={[
        {
          id: 'profile',
          title: '关于我们',
          body: (
            <>
              <p>
                {name}（航空公司代码 {code}
                ）以成都为主运营基地，航线连接北京、上海、广州、深圳、西安、杭州、重庆、三亚等
                国内主要城市，为旅客提供安全、准点、温暖的航空出行服务。
              </p>
              <p>
                我们坚持“安全第一、旅客至上”，在官网为旅客提供航班查询、购票支付、退改签、网上值机、航班动态与延误证明等一站式服务。
              </p>
            </>
          ),
        },
        {
          id: 'service',
          title: '服务承诺',
          body: (
            <ul>
              <li>价格透明：订票前展示票价、税费与退改规则，所付金额与明细一致。</li>
              <li>准点出行：航班动态实时更新，延误及时通知，可在线开具延误证明。</li>
              <li>
                安心退改：<Link to={paths.conditionsOfCarriage.url()}>退改费率</Link>按起飞前时间分档公开。
              </li>
            </ul>
          ),
        },
        {
          id: 'contact',
          title: '联系我们',
          body: (
            <p>
              客服热线 <a href={`tel:${hotline}`}>{hotline}</a>（7×24 小时），也可以先问问
              <Link to={paths.faq.url()}>智能客服</Link>。
            </p>
          ),
        },
      ]}
    />
  );
}
