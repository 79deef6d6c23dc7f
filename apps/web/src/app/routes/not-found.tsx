import { HomeOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import { AIRCRAFT_PATH } from '@/components/brand-mark';
import { LinkButton } from '@/components/link-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './not-found.module.css';

/** An aircraft that has wandered off its dashed route around a "404" cloud. */
function LostFlightArt() {
  return (
    <svg className={styles.art} viewBox="0 0 360 200" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="jc-404-text" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a6cc4" />
          <stop offset="1" stopColor="#06305f" />
        </linearGradient>
      </defs>
      <ellipse cx="180" cy="166" rx="120" ry="8" fill="#e3eaf4" />
      <path
        d="M44 112c0-14 11-24 24-24 6-15 19-24 34-24 20 0 35 14 37 33 13 1 23 11 23 23H44z"
        fill="#e6eef8"
      />
      <text
        x="180"
        y="138"
        textAnchor="middle"
        fontSize="96"
        fontWeight="800"
        fill="url(#jc-404-text)"
        fontFamily="'Helvetica Neue', Arial, sans-serif"
        letterSpacing="4"
      >
        404
      </text>
      {/* A cloud drifting in front of the last digit gives the scene depth. */}
      <path
        d="M214 152c0-11 9-20 21-20 4-13 16-21 29-21 18 0 31 12 33 29 11 1 20 10 20 21v2H214z"
        fill="#fff"
        stroke="#dbe5f1"
        strokeWidth="1.5"
      />
      <path
        d="M28 120C40 50 120 18 190 24s130 40 142 86"
        fill="none"
        stroke="#c9a063"
        strokeWidth="2"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <circle cx="28" cy="120" r="5" fill="#c9a063" />
      <circle cx="332" cy="110" r="5" fill="none" stroke="#c9a063" strokeWidth="2" />
      <path d={AIRCRAFT_PATH} fill="#0b4f9c" transform="translate(292 48) rotate(28) scale(1.6)" />
    </svg>
  );
}

/** 404: friendly words and two ways back onto the site. */
export function NotFoundRoute() {
  useDocumentTitle('页面不存在');
  return (
    <div className={`jc-container ${styles.page}`} data-testid="not-found">
      <LostFlightArt />
      <h1 className={styles.title}>页面不存在</h1>
      <p className={styles.description}>
        您访问的页面不存在或已下线，请检查网址是否正确，或返回首页继续浏览。
      </p>
      <div className={styles.actions}>
        <LinkButton
          to={paths.home.url()}
          type="primary"
          size="large"
          icon={<HomeOutlined aria-hidden="true" />}
        >
          返回首页
        </LinkButton>
        <LinkButton to={`${paths.home.url()}#flight-search`} size="large">
          机票预订
        </LinkButton>
      </div>
    </div>
  );
}
