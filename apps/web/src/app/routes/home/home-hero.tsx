import { AIRCRAFT_PATH } from '@/components/brand-mark';
import styles from './home-hero.module.css';

/** Sky, sunrise glow, route arcs and cloud banks: stretched to any width without distortion. */
function SkyArt() {
  return (
    <svg
      className={styles.sky}
      viewBox="0 0 1440 480"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="jc-hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#052a52" />
          <stop offset="0.5" stopColor="#0b4f9c" />
          <stop offset="1" stopColor="#4b92d6" />
        </linearGradient>
        <radialGradient id="jc-hero-sun" cx="0.78" cy="0.82" r="0.55">
          <stop offset="0" stopColor="#f7dcae" stopOpacity="0.75" />
          <stop offset="0.35" stopColor="#d9b27a" stopOpacity="0.28" />
          <stop offset="1" stopColor="#c9a063" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="jc-hero-haze" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect width="1440" height="480" fill="url(#jc-hero-sky)" />
      <rect width="1440" height="480" fill="url(#jc-hero-sun)" />
      <rect y="260" width="1440" height="220" fill="url(#jc-hero-haze)" />

      {/* The route network: dashed gold arcs between city lights. */}
      <g className={styles.routes}>
        <g
          fill="none"
          stroke="#e3c48f"
          strokeLinecap="round"
          strokeDasharray="1 9"
          strokeWidth="2"
          opacity="0.5"
        >
          <path d="M780 340C880 220 1050 170 1230 200" />
          <path d="M860 390C990 310 1160 300 1340 340" />
          <path d="M720 200C820 110 960 70 1110 84" />
        </g>
        <g fill="#f3d9a8">
          <circle cx="780" cy="340" r="4" />
          <circle cx="1230" cy="200" r="4" />
          <circle cx="1340" cy="340" r="3" />
          <circle cx="720" cy="200" r="3" opacity="0.7" />
          <circle cx="1110" cy="84" r="3" opacity="0.7" />
        </g>
      </g>

      {/* Cloud banks, far to near. */}
      <path
        d="M0 400c60-26 120-30 170-14 30-34 90-44 140-20 40-30 110-32 150 0 50-24 120-20 160 12 60-30 140-26 190 6 50-26 120-28 170 0 60-28 140-26 190 4 60-20 120-16 170 8 40-14 80-16 100-6v104H0z"
        fill="#fff"
        opacity="0.18"
      />
      <path
        d="M0 430c50-20 110-20 150 0 40-26 110-30 160-4 60-28 140-24 180 8 40-16 100-16 140 6 70-30 170-26 220 8 50-20 110-20 150 0 60-26 140-22 180 10 50-16 110-14 150 4 40-12 80-12 110 0v58H0z"
        fill="#fff"
        opacity="0.32"
      />
      {/* The nearest bank is the page's own background: the sky dissolves into the content below. */}
      <path
        d="M0 462c40-14 90-16 130-2 50-22 120-22 170 2 50-18 110-16 150 4 60-20 130-18 180 4 50-16 110-16 160 2 60-22 140-20 190 4 50-14 100-14 140 0 50-18 110-16 150 2 30-6 50-8 70-8 40 0 70 4 100 6v20H0z"
        fill="#f4f6fa"
      />
    </svg>
  );
}

/** The brand aircraft climbing out of the sunrise, trailing two contrails. */
function AircraftArt() {
  return (
    <svg className={styles.aircraft} viewBox="0 0 520 300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="jc-hero-trail" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.75" />
        </linearGradient>
        <linearGradient id="jc-hero-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dfe9f5" />
        </linearGradient>
      </defs>
      <g transform="translate(400 100) rotate(-20) scale(9)">
        <rect x="-40" y="-4.6" width="37" height="0.5" rx="0.25" fill="url(#jc-hero-trail)" />
        <rect x="-40" y="4.1" width="37" height="0.5" rx="0.25" fill="url(#jc-hero-trail)" />
        <path d={AIRCRAFT_PATH} fill="url(#jc-hero-body)" />
        {/* Gold cheat line along the fuselage: the livery's accent. */}
        <path d="M-4 0H7.4" stroke="#c9a063" strokeWidth="0.3" strokeLinecap="round" opacity="0.9" />
      </g>
    </svg>
  );
}

/** The home page's h1; the rotating banner keeps it for screen readers when its slides show. */
export const HERO_TITLE = '锦程万里 · 温暖相伴';

/**
 * Full-width hero: drawn sky and aircraft behind the slogan. The search card overlaps its foot.
 * It stands in for the rotating banner when there are no banners to show.
 */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <SkyArt />
      <AircraftArt />
      <div className={`jc-container ${styles.content}`}>
        <p className={styles.eyebrow}>官方直销 · 会员专享 · 一站出行服务</p>
        <h1 id="home-hero-title" className={styles.title}>
          锦程万里 <span className={styles.dot}>·</span> 温暖相伴
        </h1>
        <p className={styles.subtitle}>
          {/* Each clause wraps as a whole on narrow screens instead of leaving a lone character. */}
          <span>从天府出发，连接大江南北。</span>
          <span>每一段旅程，都有锦程用心相伴。</span>
        </p>
      </div>
    </section>
  );
}
