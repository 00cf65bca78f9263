// The back office's first page: every page this user may open, by group, each with what it is for.
import { Link } from 'react-router';
import { useFlags } from '../../app/flags-context';
import { PageHeading } from '../../ui/PageHeading';
import { ADMIN_GROUPS, sectionsFor } from './sections';

export default function AdminHome() {
  const { flags } = useFlags();
  const sections = sectionsFor(flags.staff?.permissions ?? []).filter((s) => !s.hidden);
  return (
    <>
      <PageHeading title="Back office" description={`Run ${flags.store.name}: its catalogue, its stores and staff.`} />
      {sections.length === 0 && <p>Your account has no back office permissions. Ask the store’s admin for them.</p>}
      {ADMIN_GROUPS.map((group) => {
        const items = sections.filter((s) => s.group === group);
        if (items.length === 0) return null;
        return (
          <section key={group} className="admin-home__group" aria-labelledby={`admin-home-${group}`}>
            <h2 id={`admin-home-${group}`}>{group}</h2>
            <ul className="admin-home__cards">
              {items.map((s) => (
                <li key={s.path} className="admin-card">
                  <Link to={`/admin/${s.path}`} className="admin-card__link">
                    {s.label}
                  </Link>
                  <p>{s.description}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
