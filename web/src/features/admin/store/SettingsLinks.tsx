// The Settings pages, as a row of links at the top of each (Store → Settings and its lists, decision 0095).
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/admin/store/settings', label: 'Settings' },
  { to: '/admin/store/settings/taxes', label: 'Taxes' },
  { to: '/admin/store/settings/customer-groups', label: 'Customer groups' },
  { to: '/admin/store/settings/locale', label: 'Locale' },
] as const;

export function SettingsLinks() {
  return (
    <nav aria-label="Settings pages" className="settings-links">
      {LINKS.map((l) => (
        <NavLink key={l.to} to={l.to} end className="settings-links__link">
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
