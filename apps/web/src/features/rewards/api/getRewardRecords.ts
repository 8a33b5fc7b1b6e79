import { PAGE_SIZE, type RewardRecordListResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/reward/record, one page of 10 (1-based `page`). */
export function getRewardRecords(page: number): Promise<RewardRecordListResponse> {
  return apiGet<RewardRecordListResponse>('/reward/record', {
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  })
}
