// Store → Settings → Locale (issue 27, decision 0095): the display currencies with their rates and symbols, and the
// languages the storefront's switch offers. Prices are kept and charged in the default currency (rate 1).
import { PageHeading } from '../../../ui/PageHeading';
import { CurrenciesEditor } from './CurrenciesEditor';
import { LanguagesEditor } from './LanguagesEditor';
import { SettingsLinks } from './SettingsLinks';

export default function LocalePage() {
  return (
    <>
      <PageHeading
        title="Locale"
        description="Currencies shoppers can view prices in, and the languages of the storefront."
      />
      <SettingsLinks />
      <CurrenciesEditor />
      <LanguagesEditor />
    </>
  );
}
