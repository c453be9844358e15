import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { masterRecordQuery } from '../api'
import MasterListPage from './MasterListPage'

/** A positive id from a path parameter, or null for 0 ("all"). */
const idFrom = (value: unknown) =>
  typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? value : null

/**
 * /subCategoryView/{categoryID}/{projectID}: a budget category's sub-categories (0 for every
 * category), those of one project when a project is given; new ones are added to them.
 */
export default function SubCategoryPage() {
  const { t } = useTranslation()
  const params = useParams({ strict: false }) as { categoryID?: string; projectID?: string }
  const categoryId = idFrom(params.categoryID)
  const projectId = idFrom(params.projectID)
  const category = useQuery({
    ...masterRecordQuery('category', Number(categoryId)),
    enabled: categoryId !== null,
  })
  const fixed: Record<string, string> = {
    ...(categoryId ? { category_id: categoryId } : {}),
    ...(projectId ? { project_id: projectId } : {}),
  }
  return (
    <MasterListPage
      key={`${categoryId}-${projectId}`}
      masterKey="subcategory"
      fixed={fixed}
      fixedValues={Object.fromEntries(Object.entries(fixed).map(([field, id]) => [field, Number(id)]))}
      title={
        categoryId
          ? t('masters.subcategory.titleOf', { category: category.data?.label ?? '…' })
          : t('pages.subCategories')
      }
      headerActions={
        <Link to="/master/category" className={buttonClasses('secondary')}>
          {t('masters.subcategory.backToCategories')}
        </Link>
      }
    />
  )
}
