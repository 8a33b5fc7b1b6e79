import { firstCardJourney } from '../src/app/firstCardJourney'
import { test } from '../src/fixtures'

test('journey 1: from a referral link to an active, funded card', async ({ page, wallet, sandbox }) => {
  await firstCardJourney(page, wallet, sandbox)
})

test.describe('on a 375 px wide phone screen', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })

  test('journey 1 (journey 6: narrow viewport)', async ({ page, wallet, sandbox }) => {
    await firstCardJourney(page, wallet, sandbox)
  })
})
