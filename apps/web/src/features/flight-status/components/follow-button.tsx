import { App, Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import type { FlightStatusItem } from '@jc/shared';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { useAuthToken } from '@/hooks/use-auth-token';
import { errorText } from '@/lib/api-client';
import { useFollows, useToggleFollow } from '../api/follow-flight';

/**
 * 关注 (docs/trip-services.md): a followed flight's delay, cancellation or gate change reaches the
 * passenger by SMS and e-mail. Visitors are asked to log in first.
 */
export function FollowButton({ flight }: { flight: FlightStatusItem }) {
  const token = useAuthToken();
  const { pathname, search } = useLocation();
  const { message } = App.useApp();
  const follows = useFollows(token);
  const toggle = useToggleFollow(token);
  if (!token) {
    return (
      <LinkButton size="small" icon={<HeartOutlined />} to={paths.login.url(pathname + search)}>
        登录后关注
      </LinkButton>
    );
  }
  const key = { flightNo: flight.flightNo, flightDate: flight.flightDate };
  const followed = !!follows.data?.some(
    (f) => f.flightNo === key.flightNo && f.flightDate === key.flightDate,
  );
  return (
    <Button
      size="small"
      type={followed ? 'primary' : 'default'}
      ghost={followed}
      icon={followed ? <HeartFilled /> : <HeartOutlined />}
      loading={toggle.isPending}
      aria-pressed={followed}
      data-testid="flight-follow"
      onClick={() =>
        toggle.mutate(
          { key, follow: !followed },
          {
            onSuccess: () =>
              void message.success(
                followed ? '已取消关注' : '已关注，航班延误、取消或登机口变更将短信和邮件通知您',
              ),
            onError: (e) => void message.error(errorText(e, '操作失败，请稍后重试')),
          },
        )
      }
    >
      {followed ? '已关注' : '关注'}
    </Button>
  );
}
