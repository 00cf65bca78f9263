// A back office page's route element: the page when the user has its permission, else the refusal the server would give.
import { STAFF_MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { PageHeading } from '../../ui/PageHeading';
import type { AdminSection } from './sections';

export function AdminPage({ section }: { section: AdminSection }) {
  const { flags } = useFlags();
  if (!flags.staff?.permissions.includes(section.permission))
    return <PageHeading title={section.label} description={STAFF_MSG.forbidden} />;
  const Page = section.page;
  return <Page />;
}
