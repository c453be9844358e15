import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { masterRecordQuery } from '../api'
import MasterListPage from './MasterListPage'

/**
 * /contract/subCategoryView/{categoryID}: a contract category's sub-categories (0 for every
 * category); new ones are added to the category shown.
 */
export default function ContractSubCategoryPage() {
  const { t } = useTranslation()
  const { categoryID } = useParams({ strict: false }) as { categoryID?: string }
  const categoryId = categoryID && /^[1-9][0-9]{0,9}$/.test(categoryID) ? Number(categoryID) : null
  const category = useQuery({
    ...masterRecordQuery('contractcategory', categoryId ?? 0),
    enabled: categoryId !== null,
  })
  return (
    <MasterListPage
      key={categoryId ?? 0}
      masterKey="contractsubcategory"
      fixed={categoryId ? { contractcategory_id: String(categoryId) } : {}}
      fixedValues={categoryId ? { contractcategory_id: categoryId } : {}}
      title={
        categoryId
          ? t('masters.contractsubcategory.titleOf', { category: category.data?.label ?? '…' })
          : t('pages.contractSubCategories')
      }
      headerActions={
        <Link to="/contract/category" className={buttonClasses('secondary')}>
          {t('masters.contractsubcategory.backToCategories')}
        </Link>
      }
    />
  )
}
