import { Link } from 'react-router';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFareFamilies } from '@/lib/fare-families';
import { InfoLayout } from './info-layout';
import styles from './info-page.module.css';

/** /baggageRules: free baggage by fare family (from the fares themselves), carry-on and safety rules. */
export function BaggageRulesRoute() {
  const { data: families, error, isPending, refetch } = useFareFamilies();
  const allowance = isPending ? (
    <PageLoading />
  ) : error ? (
    <PageError title="行李额加载失败" description={error.message} onRetry={() => void refetch()} />
  ) : (
    <div className={styles.cards} data-testid="baggage-allowances">
      {families.map((f) => (
        <div className={styles.card} key={f.code}>
          <span className={styles.cardTitle}>
            {f.name}（{f.cabinName}）
          </span>
          <span>免费托运：{f.checkedBaggageKg > 0 ? `${f.checkedBaggageKg} 公斤` : '不含'}</span>
          <br />
          <span className={styles.cardText}>{f.carryOn}</span>
        </div>
      ))}
    </div>
  );

  return (
    <InfoLayout
      title="行李规定"
      subtitle="免费行李额随所购运价品牌而定，出行前请核对您的客票"
      sections={[
        {
          id: 'allowance',
          title: '免费托运及手提行李额',
          body: (
            <>
              <p>成人和儿童旅客按所购运价品牌享有以下行李额；婴儿旅客可免费托运一辆折叠式婴儿车。</p>
              {allowance}
            </>
          ),
        },
        {
          id: 'carry-on',
          title: '手提行李',
          body: (
            <ul>
              <li>每件手提行李体积不超过 20×40×55 厘米，须能放入座位上方行李架或前排座椅下方。</li>
              <li>液体、凝胶和喷雾类物品单件不超过 100 毫升，须装入 1 升以内的透明可封口袋中。</li>
              <li>笔记本电脑、相机等贵重及易碎物品请随身携带，不宜托运。</li>
            </ul>
          ),
        },
        {
          id: 'batteries',
          title: '充电宝与锂电池',
          body: (
            <ul>
              <li>充电宝严禁托运，只能随身携带，单个额定能量不超过 100Wh，每人不超过 2 个。</li>
              <li>额定能量 100–160Wh 的备用锂电池须经航空公司同意，超过 160Wh 的禁止携带。</li>
              <li>飞行全程禁止使用充电宝为电子设备充电。</li>
            </ul>
          ),
        },
        {
          id: 'excess',
          title: '逾重行李',
          body: (
            <p>
              超出免费行李额的部分按逾重行李收费，请在值机柜台办理。单件托运行李重量不超过 32 公斤，
              三边之和不超过 203 厘米；超出者请按货物运输。
            </p>
          ),
        },
        {
          id: 'forbidden',
          title: '禁止及限制运输的物品',
          body: (
            <p>
              枪支弹药、易燃易爆、有毒腐蚀及放射性物品禁止随身携带和托运。详细目录请见
              <Link to={paths.checkIn.url()}>网上值机</Link>时的《旅客须知及危险品运输规定》。
            </p>
          ),
        },
      ]}
    />
  );
}
