import type { CommandReceipt, ExchangeRateView, Page, RateInForce, SetExchangeRateInput } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const exchangeRatesApi = api.enhanceEndpoints({ addTagTypes: ['ExchangeRate'] }).injectEndpoints({
  endpoints: (build) => ({
    rateToday: build.query<RateInForce, void>({ query: () => '/exchange-rate/get/today', providesTags: ['ExchangeRate'] }),
    rateHistory: build.query<Page<ExchangeRateView>, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/exchange-rate/get', params }),
      providesTags: ['ExchangeRate'],
    }),
    rateChart: build.query<ExchangeRateView[], { from: string; to: string }>({
      query: (params) => ({ url: '/exchange-rate/get/chart', params }),
      providesTags: ['ExchangeRate'],
    }),
    setRate: build.mutation<CommandReceipt, SetExchangeRateInput>({
      query: (body) => ({ url: '/exchange-rate/add', method: 'POST', body }),
      invalidatesTags: ['ExchangeRate'],
    }),
  }),
});

export const { useRateTodayQuery, useRateHistoryQuery, useRateChartQuery, useSetRateMutation } = exchangeRatesApi;
