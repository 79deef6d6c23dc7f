import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { BellOutlined, CheckSquareOutlined, GiftOutlined, MobileOutlined } from '@ant-design/icons';
import { useSiteConfig } from '@/lib/site-config';
import styles from './search-panel.module.css';

/** The official account's page; the QR code is drawn in the browser, no image to host. */
export const OFFICIAL_ACCOUNT_URL = 'https://m.jincheng-air.example/official-account';

const BENEFITS = [
  { icon: <BellOutlined />, text: '航班动态、登机口变更实时提醒' },
  { icon: <CheckSquareOutlined />, text: '手机值机选座，电子登机牌随身带' },
  { icon: <GiftOutlined />, text: '关注即领手机专享优惠券' },
  { icon: <MobileOutlined />, text: '订单、退改、行程单一键办理' },
];

/** Draws the QR code with the qrcode package, fetched only now that this tab is open. */
function useQrCode(text: string) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(text, {
          errorCorrectionLevel: 'M',
          margin: 1,
          width: 320,
          color: { dark: '#06305f', light: '#ffffff' },
        }),
      )
      .then((url) => {
        if (!cancelled) setDataUrl(url);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [text]);
  return { dataUrl, failed };
}

/** Tab 3, mobile (docs/pages.md): the QR code of the official account and what following it brings. */
export default function MobileTab() {
  const { name } = useSiteConfig();
  const { dataUrl, failed } = useQrCode(OFFICIAL_ACCOUNT_URL);
  return (
    <div className={styles.mobile}>
      <div className={styles.qrFrame} data-testid="official-account-qr">
        {dataUrl ? (
          <img className={styles.qr} src={dataUrl} alt={`${name}官方公众号二维码`} width={160} height={160} />
        ) : failed ? (
          <span className={styles.qrFailed}>二维码加载失败，请刷新重试</span>
        ) : (
          <Spin />
        )}
      </div>
      <div className={styles.mobileText}>
        <p className={styles.mobileTitle}>扫码关注{name}官方公众号</p>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.text}>
              <span className={styles.benefitIcon} aria-hidden="true">
                {benefit.icon}
              </span>
              {benefit.text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
