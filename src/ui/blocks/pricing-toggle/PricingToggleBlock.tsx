import { useState } from 'react';
import type { PricingToggleData } from '../../../shared/blocks/pricingToggle';
import { createMoney } from '../../../shared/commerce/Money';
import { formatMoney } from '../../../shared/commerce/formatMoney';
import type { MoneyStyle } from '../../../shared/commerce/MoneyStyle';

type PricingToggleProps = {
  id: string;
  data: PricingToggleData;
  moneyStyle: MoneyStyle;
  /** The switch's accessible name in the site's language (resolvers.ts). */
  switchLabel: string;
};

// Spec visitor-runtime §2 and §4: the pricing toggle; each of its two buttons selects a set of prices.
export default function PricingToggleBlock({ id, data, moneyStyle, switchLabel }: PricingToggleProps) {
  const [selected, setSelected] = useState(data.selected);
  return (
    <div className="block-pricing-toggle" data-selected={selected}>
      {data.heading ? <h2 className="pricing-heading">{data.heading}</h2> : null}
      <div className="pricing-switch" role="group" aria-label={switchLabel}>
        {(['left', 'right'] as const).map((side) => (
          <button
            key={side}
            type="button"
            className={`pricing-switch-${side}`}
            aria-pressed={selected === side}
            aria-controls={`${id}-plans`}
            onClick={() => setSelected(side)}
          >
            {side === 'left' ? data.leftLabel : data.rightLabel}
          </button>
        ))}
      </div>
      <ul className="plain-list pricing-plans" id={`${id}-plans`}>
        {data.plans.map((plan) => {
          const option = plan[selected];
          return (
            <li key={plan.name} className="pricing-plan">
              <h3>{plan.name}</h3>
              <p className="pricing-price">
                <span className="pricing-amount">
                  {formatMoney(createMoney(option.priceCents, moneyStyle.currencyCode), moneyStyle)}
                </span>{' '}
                <span className="pricing-period">{option.period}</span>
              </p>
              <p className="pricing-option-label">{option.label}</p>
              {plan.features.length > 0 ? (
                <ul className="pricing-features">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
              <a className="button-link button-primary button-size-medium pricing-join" href={option.joinUrl}>
                {option.joinText}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
