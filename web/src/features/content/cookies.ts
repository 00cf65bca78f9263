// The alert bars' dismissal cookie (spec 000 s9): named by the alert id, value "hide", for the given days, path /.
// Two lines of document.cookie do not earn a dependency.
import { ALERT_DISMISS_VALUE } from '@parts/common/constants';

export function dismissAlert(alertId: string, days: number) {
  document.cookie = `${encodeURIComponent(alertId)}=${ALERT_DISMISS_VALUE}; max-age=${Math.max(1, days) * 86_400}; path=/; samesite=lax`;
}
