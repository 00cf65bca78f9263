import { PageHeading } from '../../ui/PageHeading';

export function CategoryPage() {
  return (
    <PageHeading
      title="Category"
      description="The parts in this category with sort, page size, grid or list view and a fit badge on every part."
    />
  );
}
