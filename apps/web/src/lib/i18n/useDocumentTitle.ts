import { useEffect } from 'react'
import { useAppConfig } from '../config/useAppConfig'

/** Each route's own title ("Top up · Chaincard"); the product name alone on the home page. */
export function useDocumentTitle(title: string | null): void {
  const { productName } = useAppConfig()
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName
  }, [title, productName])
}
