import { useEffect, useRef, useState } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { useAnnouncement } from '../api/get-announcement';
import { useOpenBanner } from '../api/get-open-banner';
import { POPUP_FLAGS, sessionFlags } from '../lib/session-flags';
import { ContentLink } from './content-link';
import { RichContent } from './rich-content';
import styles from './home-popups.module.css';

interface HomePopupsProps {
  /** Called once when no pop-up is left to show (docs/rules.md: then the birthday coupons). */
  onPopupsDone: () => void;
  /** On a phone, the activity thumbnail folds into a slim 活动 tab at the left edge. */
  tucked?: boolean;
}

/**
 * docs/rules.md, the home page's pop-ups in their order: the activity pop-up (open banner), then
 * on closing it the activity thumbnail stays bottom-left and the announcement (location IN)
 * follows; closing that, or having none, ends the chain with onPopupsDone. Each pop-up shows once
 * per browser session; since the home page clears the session on load, that is once per visit
 * of the home page.
 */
export default function HomePopups({ onPopupsDone, tucked }: HomePopupsProps) {
  const openBanner = useOpenBanner();
  const announcement = useAnnouncement('IN');

  const [activityClosed, setActivityClosed] = useState(() => sessionFlags.has(POPUP_FLAGS.activity));
  // The announcement waits for the activity pop-up's closing animation, so they never overlap.
  const [activityGone, setActivityGone] = useState(activityClosed);
  const [thumbnailClosed, setThumbnailClosed] = useState(() => sessionFlags.has(POPUP_FLAGS.thumbnail));
  const [announcementClosed, setAnnouncementClosed] = useState<number[]>([]);
  // A picture that fails to load is no pop-up at all: an empty frame would only be in the way.
  const [activityBroken, setActivityBroken] = useState(false);
  // The pop-up opens once its picture has arrived (rendered hidden meanwhile), never as an empty frame.
  const [activityLoaded, setActivityLoaded] = useState(false);
  const [thumbnailBroken, setThumbnailBroken] = useState(false);

  const banner = openBanner.isPending ? undefined : (openBanner.data ?? null);
  const notice = announcement.isPending ? undefined : (announcement.data ?? null);

  const activityOpen = !!banner && !activityClosed && activityLoaded && !activityBroken;
  const activityDone = banner === null || (!!banner && (activityGone || activityBroken));
  const noticeSeen =
    !!notice &&
    (announcementClosed.includes(notice.id) || sessionFlags.has(POPUP_FLAGS.announcement(notice.id)));
  const announcementOpen = activityDone && !!notice && !noticeSeen;
  const allDone = activityDone && (notice === null || noticeSeen);

  const done = useRef(false);
  useEffect(() => {
    if (!allDone || done.current) return;
    done.current = true;
    onPopupsDone();
  }, [allDone, onPopupsDone]);

  const closeActivity = () => {
    sessionFlags.set(POPUP_FLAGS.activity);
    setActivityClosed(true);
  };
  const closeThumbnail = () => {
    sessionFlags.set(POPUP_FLAGS.thumbnail);
    setThumbnailClosed(true);
  };
  const closeAnnouncement = () => {
    if (!notice) return;
    sessionFlags.set(POPUP_FLAGS.announcement(notice.id));
    setAnnouncementClosed((ids) => [...ids, notice.id]);
  };

  return (
    <>
      {banner && (
        <Dialog
          open={activityOpen}
          onClose={closeActivity}
          afterClose={() => setActivityGone(true)}
          // The picture is the whole pop-up; the name is for screen readers.
          aria-label="精彩活动"
          closeLabel="关闭活动弹窗"
          className={styles.activity}
          classNames={{ box: styles.activityBox, close: styles.activityClose }}
          data-testid="activity-popup"
        >
          <ContentLink
            href={banner.mainLinkUrl}
            className={styles.activityLink}
            onClick={closeActivity}
            aria-label="查看活动详情"
          >
            <img
              className={styles.activityImage}
              src={banner.mainBannerUrl}
              alt="精彩活动"
              onLoad={() => setActivityLoaded(true)}
              onError={() => setActivityBroken(true)}
            />
          </ContentLink>
        </Dialog>
      )}

      {banner && activityClosed && !thumbnailClosed && !thumbnailBroken && banner.auxBannerUrl && (
        <div className={styles.thumbnail} data-testid="activity-thumbnail" data-tucked={tucked || undefined}>
          <ContentLink href={banner.auxLinkUrl} className={styles.thumbnailLink} aria-label="精彩活动">
            <img
              className={styles.thumbnailImage}
              src={banner.auxBannerUrl}
              alt="精彩活动"
              onError={() => setThumbnailBroken(true)}
            />
            {/* The tucked form (phones, while the search card is at the screen's foot). */}
            <span className={styles.thumbnailTab} aria-hidden="true">
              <Icon icon={GiftOutlined} className={styles.thumbnailTabIcon} />
              <span className={styles.thumbnailTabText}>活动</span>
            </span>
          </ContentLink>
          <button
            type="button"
            className={styles.thumbnailClose}
            onClick={closeThumbnail}
            aria-label="关闭活动入口"
            data-testid="activity-thumbnail-close"
          >
            <Icon icon={CloseOutlined} aria-hidden="true" />
          </button>
        </div>
      )}

      {notice && (
        <Dialog
          open={announcementOpen}
          onClose={closeAnnouncement}
          title={notice.title}
          footer={
            <Button variant="primary" onClick={closeAnnouncement}>
              我知道了
            </Button>
          }
          data-testid="announcement-popup"
        >
          <RichContent html={notice.content} className={styles.announcementBody} />
        </Dialog>
      )}
    </>
  );
}
