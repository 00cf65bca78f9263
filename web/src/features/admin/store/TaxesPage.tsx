// Store → Settings → Taxes (issue 27, decisions 0076 and 0095): the tax classes and their rates per store. Carts read
// the rates on every pricing, so a saved rate is in the next cart's totals.
import { PageHeading } from '../../../ui/PageHeading';
import { SettingsLinks } from './SettingsLinks';
import { TaxClasses } from './TaxClasses';
import { TaxRates } from './TaxRates';

export default function TaxesPage() {
  return (
    <>
      <PageHeading title="Taxes" description="Tax classes, and each class's rate in the region of each store." />
      <SettingsLinks />
      <TaxClasses />
      <TaxRates />
    </>
  );
}
